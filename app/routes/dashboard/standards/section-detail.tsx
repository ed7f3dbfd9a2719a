import { data } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { parseValues, readFormValues } from "~/lib/form-data.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import { createDiscussion } from "~/modules/standards/create-discussion.server";
import { createSubStandard } from "~/modules/standards/create-sub-standard.server";
import { deleteDiscussion } from "~/modules/standards/delete-discussion.server";
import { deleteSubStandard } from "~/modules/standards/delete-sub-standard.server";
import { getStandardItem } from "~/modules/standards/get-standard-item.server";
import { moderateDiscussion } from "~/modules/standards/moderate-discussion.server";
import { restoreStandardVersion } from "~/modules/standards/restore-standard-version.server";
import { standardsMessages } from "~/modules/standards/standards-messages";
import {
  commentSchema,
  moderateSchema,
  subStandardCreateSchema,
} from "~/modules/standards/standards-schema";
import { updateDiscussion } from "~/modules/standards/update-discussion.server";
import {
  SectionDetailPage,
  type DetailActionResult,
} from "~/modules/standards/ui/section-detail-page";
import type { Route } from "./+types/section-detail";

export function meta({ loaderData }: Route.MetaArgs) {
  const item = loaderData?.detail.item;
  return [{ title: `${item ? `${item.label}. ${item.title}` : "Standard"} | ${siteName}` }];
}

const querySchema = z.object({
  from: z.string().optional().catch(undefined),
  to: z.string().optional().catch(undefined),
  dpage: z.coerce.number().int().min(1).optional().catch(undefined),
  notice: z.enum(["created", "saved", "sub-saved", "sub-deleted"]).optional().catch(undefined),
});

const notices = {
  created: "Created at version 1.0.",
  saved: "Your changes are saved.",
  "sub-saved": "The sub-standard is saved.",
  "sub-deleted": "The sub-standard was deleted; its deletion is recorded in the history.",
} as const;

/** A standard's page: text, sub-standards, history with diffs, discussions (every signed-in role). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "standards.view");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const detail = await getStandardItem(getDb(), session, params.id, {
      compare: { from: query.from, to: query.to },
      discussionPage: query.dpage,
    });
    return {
      detail,
      viewerId: session.user.id,
      timeZone: getEnv().PROGRAMME_TIME_ZONE,
      notice: query.notice ? notices[query.notice] : null,
    };
  } catch (error) {
    throwLoaderError(error, standardsMessages.failedToLoad, "standard detail");
  }
}

const idSchema = z.object({ id: z.string().min(1) });

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "standards.view");
  const values = await readFormValues(request);
  const intent = values.intent ?? "";
  const confirmed = values.confirm === "yes";
  const db = getDb();
  const done = (message: string) => ({ ok: true, intent, message }) satisfies DetailActionResult;
  const invalid = (errors: Record<string, string>) =>
    data<DetailActionResult>(
      { ok: false, intent, message: "", fieldErrors: errors, values },
      { status: 422 },
    );
  const confirm = (id: string) =>
    ({
      ok: false,
      intent,
      message: "",
      confirm: { id, label: values.label ?? "" },
    }) satisfies DetailActionResult;
  try {
    switch (intent) {
      case "createSub": {
        const parsed = parseValues(values, subStandardCreateSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        const sub = await createSubStandard(db, session, params.id, parsed.data);
        return done(`Sub-standard ${sub.subNumber} added at version ${sub.version}.`);
      }
      case "deleteSub": {
        const parsed = parseValues(values, idSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        if (!confirmed) return confirm(parsed.data.id);
        const sub = await deleteSubStandard(db, session, parsed.data.id);
        return done(
          `Sub-standard ${sub.subNumber} was deleted; its deletion is recorded in the history.`,
        );
      }
      case "comment": {
        const parsed = parseValues(values, commentSchema.extend({ about: z.string().optional() }));
        if (!parsed.ok) return invalid(parsed.errors);
        await createDiscussion(db, session, params.id, parsed.data);
        return done("Your comment is posted.");
      }
      case "editComment": {
        const parsed = parseValues(values, commentSchema.extend(idSchema.shape));
        if (!parsed.ok) return invalid(parsed.errors);
        await updateDiscussion(db, session, parsed.data.id, parsed.data);
        return done("The comment is saved.");
      }
      case "deleteComment": {
        const parsed = parseValues(values, idSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        if (!confirmed) return confirm(parsed.data.id);
        await deleteDiscussion(db, session, parsed.data.id);
        return done("The comment was deleted.");
      }
      case "moderate": {
        const parsed = parseValues(values, moderateSchema.and(idSchema));
        if (!parsed.ok) return invalid(parsed.errors);
        const row = await moderateDiscussion(db, session, parsed.data.id, parsed.data);
        return done(
          row.isFaq
            ? "Published as a question and answer on the public standards page."
            : row.isPinned
              ? "The discussion is pinned."
              : "The discussion is saved.",
        );
      }
      case "restore": {
        const parsed = parseValues(values, idSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        if (!confirmed) return confirm(parsed.data.id);
        const restored = await restoreStandardVersion(db, session, parsed.data.id);
        return done(`The earlier text is restored as version ${restored.version}.`);
      }
      default:
        return data<DetailActionResult>(
          { ok: false, intent, message: "Unknown action" },
          { status: 400 },
        );
    }
  } catch (error) {
    const failure = actionFailure(error, standardsMessages.failedToSave, `standard ${intent}`);
    return data<DetailActionResult>(
      { ok: false, intent, message: failure.message, fieldErrors: failure.fieldErrors, values },
      { status: failure.status },
    );
  }
}

export default function SectionDetail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SectionDetailPage {...loaderData} result={actionData as DetailActionResult | undefined} />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
