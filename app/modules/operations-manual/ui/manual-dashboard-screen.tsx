import { Link } from "react-router";
import { FormMessage } from "~/components/form";
import { formatDate } from "~/lib/format";
import type { ManualDashboardPageData } from "../get-manual-pages.server";
import { MANUAL_DASHBOARD_PATH, manualSectionEditPath } from "../manual-rules";
import { ManualOutlineEditor, type OutlineActionData } from "./manual-outline-editor";
import { ManualChapters, ManualTableOfContents } from "./manual-view";

/** /dashboard/operations-manual: reading the manual, or (editors) arranging its outline. */
export function ManualDashboardScreen({
  page,
  failure,
}: {
  page: ManualDashboardPageData;
  failure: OutlineActionData | undefined;
}) {
  const { chapters, lastUpdated, canEdit, arrange, removed, confirmRemove, notice } = page;
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
