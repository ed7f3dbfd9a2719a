import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { FormMessage } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { useFormat } from "~/lib/i18n/use-format";
import type { ManualDashboardPageData } from "../get-manual-pages.server";
import { MANUAL_DASHBOARD_PATH, manualNotices, manualSectionEditPath } from "../manual-rules";
import { ManualOutlineEditor, type OutlineActionData } from "./manual-outline-editor";
import { ManualChapters, ManualTableOfContents } from "./manual-view";

const m = defineMessages({
  title: { id: "manual.dashboard.title", defaultMessage: "Operations Manual" },
  lead: { id: "manual.dashboard.lead", defaultMessage: "How the programme is governed and run." },
  lastUpdated: {
    id: "manual.dashboard.lastUpdated",
    defaultMessage: "Last updated <time>{date}</time>.",
  },
  publicVersion: { id: "manual.dashboard.publicVersion", defaultMessage: "Public version" },
  backToReading: { id: "manual.dashboard.backToReading", defaultMessage: "Back to reading" },
  arrange: { id: "manual.dashboard.arrange", defaultMessage: "Arrange chapters and sections" },
  empty: {
    id: "manual.dashboard.empty",
    defaultMessage: "The operations manual has no chapters yet.",
  },
  edit: { id: "manual.dashboard.edit", defaultMessage: "Edit" },
  editLabel: { id: "manual.dashboard.editLabel", defaultMessage: "Edit {number} {title}" },
  revision: {
    id: "manual.dashboard.revision",
    defaultMessage: "Revision {revision}, {date}",
  },
  revisionBy: {
    id: "manual.dashboard.revisionBy",
    defaultMessage: "Revision {revision}, {date} by {name}",
  },
});

/** /dashboard/operations-manual: reading the manual, or (editors) arranging its outline. */
export function ManualDashboardScreen({
  page,
  failure,
}: {
  page: ManualDashboardPageData;
  failure: OutlineActionData | undefined;
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const f = useFormat();
  const { chapters, lastUpdated, canEdit, arrange, removed, confirmRemove, notice } = page;
  // Editors read the English they edit: on a French or Spanish page it is marked as English.
  const original = canEdit && f.locale !== "en";
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            <FormattedMessage {...m.title} />
          </h1>
          <p className="mt-1 text-slate-700">
            <FormattedMessage {...m.lead} />
            {lastUpdated ? (
              <>
                {" "}
                <FormattedMessage
                  {...m.lastUpdated}
                  values={{
                    date: f.date(lastUpdated),
                    time: (chunks) => <time dateTime={lastUpdated}>{chunks}</time>,
                  }}
                />
              </>
            ) : null}{" "}
            <Link to={to("/operations-manual")} className="text-brand-800 underline">
              <FormattedMessage {...m.publicVersion} />
            </Link>
          </p>
        </div>
        {canEdit ? (
          <Link
            to={arrange ? MANUAL_DASHBOARD_PATH : `${MANUAL_DASHBOARD_PATH}?arrange=1`}
            className="no-print rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <FormattedMessage {...(arrange ? m.backToReading : m.arrange)} />
          </Link>
        ) : null}
      </div>
      {notice ? (
        <FormMessage kind="success">{intl.formatMessage(manualNotices[notice])}</FormMessage>
      ) : null}
      {failure && !failure.ok ? <FormMessage kind="error">{failure.message}</FormMessage> : null}
      {arrange ? (
        <ManualOutlineEditor
          chapters={chapters}
          removed={removed}
          confirmRemove={confirmRemove}
          failure={failure}
        />
      ) : chapters.length === 0 ? (
        <p className="text-slate-700">
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
            <ManualTableOfContents chapters={chapters} original={original} />
          </div>
          <div className="min-w-0 max-w-3xl rounded-lg border border-slate-200 bg-white p-4 sm:p-8">
            <ManualChapters
              chapters={chapters}
              original={original}
              sectionTools={
                canEdit
                  ? (section) => (
                      <p className="no-print mt-1 text-sm">
                        <Link
                          to={manualSectionEditPath(section.id)}
                          className="text-brand-800 underline"
                          aria-label={intl.formatMessage(m.editLabel, {
                            number: section.number,
                            title: section.title,
                          })}
                        >
                          <FormattedMessage {...m.edit} />
                        </Link>
                        <span className="ml-2 text-xs text-slate-600">
                          {section.updatedByName
                            ? intl.formatMessage(m.revisionBy, {
                                revision: section.revision,
                                date: f.date(section.updatedAt),
                                name: section.updatedByName,
                              })
                            : intl.formatMessage(m.revision, {
                                revision: section.revision,
                                date: f.date(section.updatedAt),
                              })}
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
