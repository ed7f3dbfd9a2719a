import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import {
  commentSchema,
  moderateSchema,
  newCommentSchema,
  recordIdSchema,
  SectionDetailPage,
  standardsMessages,
  subStandardCreateSchema,
  type DetailActionResult,
} from "~/modules/standards";
import {
  createDiscussion,
  createSubStandard,
  deleteDiscussion,
  deleteSubStandard,
  getStandardItemPage,
  moderateDiscussion,
  restoreStandardVersion,
  updateDiscussion,
} from "~/modules/standards/index.server";
import type { Route } from "./+types/section-detail";

export function meta({ loaderData }: Route.MetaArgs) {
  const item = loaderData?.detail.item;
  return [{ title: `${item ? `${item.label}. ${item.title}` : "Standard"} | ${siteName}` }];
}

/** A standard's page: text, sub-standards, history with diffs, discussions (every signed-in role). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "standards.view");
  return loadPage(() => getStandardItemPage(getDb(), session, params.id, new URL(request.url)), {
    fallback: standardsMessages.failedToLoad,
    context: "standard detail",
  });
}

/** A destructive intent without `confirm=yes` answers the confirmation box first. */
const askToConfirm = (intent: string, id: string, values: Record<string, string>) =>
  ({
    ok: false,
    intent,
    message: "",
    confirm: { id, label: values.label ?? "" },
  }) satisfies DetailActionResult;

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "standards.view");
  const db = getDb();
  return handleForm(request, {
    context: "standard detail",
    fallback: standardsMessages.failedToSave,
    invalidStatus: 422,
    intents: {
      createSub: formIntent(subStandardCreateSchema, async (input) => {
        const sub = await createSubStandard(db, session, params.id, input);
        return done(`Sub-standard ${sub.subNumber} added at version ${sub.version}.`);
      }),
      deleteSub: formIntent(recordIdSchema, async ({ id }, values) => {
        if (values.confirm !== "yes") return askToConfirm("deleteSub", id, values);
        const sub = await deleteSubStandard(db, session, id);
        return done(
          `Sub-standard ${sub.subNumber} was deleted; its deletion is recorded in the history.`,
        );
      }),
      comment: formIntent(newCommentSchema, async (input) => {
        await createDiscussion(db, session, params.id, input);
        return done("Your comment is posted.");
      }),
      editComment: formIntent(commentSchema.extend(recordIdSchema.shape), async (input) => {
        await updateDiscussion(db, session, input.id, input);
        return done("The comment is saved.");
      }),
      deleteComment: formIntent(recordIdSchema, async ({ id }, values) => {
        if (values.confirm !== "yes") return askToConfirm("deleteComment", id, values);
        await deleteDiscussion(db, session, id);
        return done("The comment was deleted.");
      }),
      moderate: formIntent(moderateSchema.and(recordIdSchema), async (input) => {
        const row = await moderateDiscussion(db, session, input.id, input);
        return done(
          row.isFaq
            ? "Published as a question and answer on the public standards page."
            : row.isPinned
              ? "The discussion is pinned."
              : "The discussion is saved.",
        );
      }),
      restore: formIntent(recordIdSchema, async ({ id }, values) => {
        if (values.confirm !== "yes") return askToConfirm("restore", id, values);
        const restored = await restoreStandardVersion(db, session, id);
        return done(`The earlier text is restored as version ${restored.version}.`);
      }),
    },
  });
}

export default function SectionDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionDetailPage {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
