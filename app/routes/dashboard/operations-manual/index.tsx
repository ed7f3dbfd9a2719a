import { readFormData } from "~/lib/form-data.server";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { FormMessage } from "~/components/form";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formatDate } from "~/lib/format";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import { addManualChapter } from "~/modules/operations-manual/add-manual-chapter.server";
import { addManualSection } from "~/modules/operations-manual/add-manual-section.server";
import { getOperationsManual } from "~/modules/operations-manual/get-operations-manual.server";
import { listRemovedManualSections } from "~/modules/operations-manual/list-removed-manual-sections.server";
import {
  isManualNotice,
  MANUAL_DASHBOARD_PATH,
  manualMessages,
  manualNotices,
  manualSectionEditPath,
  type ManualNotice,
} from "~/modules/operations-manual/manual-rules";
import { moveManualChapter } from "~/modules/operations-manual/move-manual-chapter.server";
import { moveManualSection } from "~/modules/operations-manual/move-manual-section.server";
import { removeManualChapter } from "~/modules/operations-manual/remove-manual-chapter.server";
import { removeManualSection } from "~/modules/operations-manual/remove-manual-section.server";
import { renameManualChapter } from "~/modules/operations-manual/rename-manual-chapter.server";
import { restoreManualSection } from "~/modules/operations-manual/restore-manual-section.server";
import { ManualChapters, ManualTableOfContents } from "~/modules/operations-manual/ui/manual-view";
import printStyles from "~/modules/operations-manual/ui/manual-print.css?url";
import {
  ManualOutlineEditor,
  type OutlineActionData,
} from "~/modules/operations-manual/ui/manual-outline-editor";
import { can } from "~/modules/permissions/policy";
import type { Route } from "./+types/index";

export function meta() {
  return [{ title: `Operations Manual | ${siteName}` }];
}

export function links() {
  return [{ rel: "stylesheet", href: printStyles, media: "print" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "manual.view");
  const url = new URL(request.url);
  const canEdit = can(session, "manual.edit");
  const arrange = canEdit && url.searchParams.get("arrange") === "1";
  const notice = url.searchParams.get("notice");
  try {
    const db = getDb();
    return {
      ...(await getOperationsManual(db)),
      canEdit,
      arrange,
      removed: arrange ? await listRemovedManualSections(db, session) : [],
      confirmRemove: arrange ? url.searchParams.get("confirmRemove") : null,
      notice: isManualNotice(notice) ? manualNotices[notice] : null,
    };
  } catch (error) {
    throwLoaderError(error, manualMessages.fetchFailed, "dashboard operations manual");
  }
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add-chapter"), title: z.string().optional() }),
  z.object({ intent: z.literal("rename-chapter"), id: z.string(), title: z.string().optional() }),
  z.object({
    intent: z.enum(["move-chapter", "move-section"]),
    id: z.string(),
    direction: z.enum(["up", "down"]),
  }),
  z.object({
    intent: z.enum(["remove-chapter", "remove-section", "restore-section"]),
    id: z.string(),
  }),
  z.object({
    intent: z.literal("add-section"),
    chapterId: z.string(),
    title: z.string().optional(),
    body: z.string().optional(),
    summary: z.string().optional(),
  }),
]);

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "manual.edit");
  const form = Object.fromEntries(
    [...(await readFormData(request)).entries()].filter(([, v]) => typeof v === "string"),
  ) as Record<string, string>;
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) {
    return data(
      {
        ok: false,
        message: "Choose a change to make",
        fieldErrors: {},
        intent: "",
        target: "",
        values: {},
      },
      { status: 400 },
    );
  }
  const input = parsed.data;
  const db = getDb();
  const done = (notice: ManualNotice, hash = "") =>
    redirect(`${MANUAL_DASHBOARD_PATH}?arrange=1&notice=${notice}${hash}`);
  try {
    switch (input.intent) {
      case "add-chapter":
        await addManualChapter(db, session, input);
        return done("chapter-added");
      case "rename-chapter":
        await renameManualChapter(db, session, input.id, input);
        return done("chapter-renamed");
      case "move-chapter":
        await moveManualChapter(db, session, input.id, input.direction);
        return done("chapter-moved");
      case "move-section":
        await moveManualSection(db, session, input.id, input.direction);
        return done("section-moved");
      case "remove-chapter":
        await removeManualChapter(db, session, input.id);
        return done("chapter-removed");
      case "remove-section":
        await removeManualSection(db, session, input.id);
        return done("section-removed", "#removed-h");
      case "restore-section":
        await restoreManualSection(db, session, input.id);
        return done("section-restored");
      case "add-section": {
        const section = await addManualSection(db, session, input);
        return redirect(`${manualSectionEditPath(section.id)}?notice=section-added`);
      }
    }
  } catch (error) {
    const failure = actionFailure(error, manualMessages.saveFailed, `manual ${input.intent}`);
    const target = "chapterId" in input ? input.chapterId : "id" in input ? input.id : "";
    return data<OutlineActionData>(
      {
        ok: false,
        message: failure.message,
        fieldErrors: failure.fieldErrors,
        intent: input.intent,
        target,
        values: form,
      },
      { status: failure.status },
    );
  }
}

export default function DashboardOperationsManual({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { chapters, lastUpdated, canEdit, arrange, removed, confirmRemove, notice } = loaderData;
  const failure = actionData as OutlineActionData | undefined;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Operations Manual</h1>
          <p className="mt-1 text-slate-700">
            How the programme is governed and run.
            {lastUpdated ? (
              <>
                {" "}
                Last updated <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>.
              </>
            ) : null}{" "}
            <Link to="/operations-manual" className="text-brand-800 underline">
              Public version
            </Link>
          </p>
        </div>
        {canEdit ? (
          <Link
            to={arrange ? MANUAL_DASHBOARD_PATH : `${MANUAL_DASHBOARD_PATH}?arrange=1`}
            className="no-print rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {arrange ? "Back to reading" : "Arrange chapters and sections"}
          </Link>
        ) : null}
      </div>
      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      {failure && !failure.ok ? <FormMessage kind="error">{failure.message}</FormMessage> : null}
      {arrange ? (
        <ManualOutlineEditor
          chapters={chapters}
          removed={removed}
          confirmRemove={confirmRemove}
          failure={failure}
        />
      ) : chapters.length === 0 ? (
        <p className="text-slate-700">The operations manual has no chapters yet.</p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
            <ManualTableOfContents chapters={chapters} />
          </div>
          <div className="min-w-0 max-w-3xl rounded-lg border border-slate-200 bg-white p-4 sm:p-8">
            <ManualChapters
              chapters={chapters}
              sectionTools={
                canEdit
                  ? (section) => (
                      <p className="no-print mt-1 text-sm">
                        <Link
                          to={manualSectionEditPath(section.id)}
                          className="text-brand-800 underline"
                          aria-label={`Edit ${section.number} ${section.title}`}
                        >
                          Edit
                        </Link>
                        <span className="ml-2 text-xs text-slate-600">
                          Revision {section.revision}, {formatDate(section.updatedAt)}
                          {section.updatedByName ? ` by ${section.updatedByName}` : ""}
                        </span>
                      </p>
                    )
                  : undefined
              }
            />
          </div>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
