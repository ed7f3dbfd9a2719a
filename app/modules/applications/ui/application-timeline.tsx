import { FormattedMessage, useIntl } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { applicationStatusMessages } from "./list-messages";
import type { DocumentDeletion, TimelineEntry } from "../get-application-timeline.server";

const m = defineMessages({
  title: { id: "applications.timeline.title", defaultMessage: "Timeline" },
  none: { id: "applications.timeline.none", defaultMessage: "No changes recorded yet." },
  label: { id: "applications.timeline.label", defaultMessage: "Changes, oldest first" },
  documentDeleted: {
    id: "applications.timeline.documentDeleted",
    defaultMessage: "Document deleted: {name}",
  },
  change: { id: "applications.timeline.change", defaultMessage: "{from} → {to}" },
  created: { id: "applications.timeline.created", defaultMessage: "Created as {status}" },
  by: { id: "applications.timeline.by", defaultMessage: "by {name} · {date}" },
  reason: { id: "applications.timeline.reason", defaultMessage: "Reason: {reason}" },
});

type Item =
  { kind: "status"; entry: TimelineEntry } | { kind: "document-deleted"; entry: DocumentDeletion };

/**
 * The application's timeline, oldest first: its status changes (with the
 * reason or feedback given) and the documents deleted from it (with the
 * reason staff gave once it was decided, decision 042).
 */
export function ApplicationTimeline({
  timeline,
  deletions,
}: {
  timeline: TimelineEntry[];
  deletions: DocumentDeletion[];
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const f = useFormat();
  const status = (s: keyof typeof applicationStatusMessages) => t(applicationStatusMessages[s]);
  const items: Item[] = [
    ...timeline.map((entry) => ({ kind: "status" as const, entry })),
    ...deletions.map((entry) => ({ kind: "document-deleted" as const, entry })),
  ];
  // Stable: entries of one instant keep their own order (status changes first).
  items.sort((a, b) => a.entry.at.localeCompare(b.entry.at));
  return (
    <section
      aria-labelledby="timeline-h"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="timeline-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          <FormattedMessage {...m.none} />
        </p>
      ) : (
        <ol className="mt-3 space-y-4" aria-label={t(m.label)}>
          {items.map(({ kind, entry }) => (
            <li
              key={entry.id}
              data-testid="timeline-entry"
              className={`border-l-4 pl-3 ${kind === "status" ? "border-brand-200" : "border-slate-300"}`}
            >
              <p className="text-sm font-semibold break-words text-slate-900">
                {kind === "document-deleted"
                  ? t(m.documentDeleted, { name: entry.documentName })
                  : entry.from
                    ? t(m.change, { from: status(entry.from), to: status(entry.to) })
                    : t(m.created, { status: status(entry.to).toLocaleLowerCase(f.locale) })}
              </p>
              <p className="text-xs text-slate-600">
                <FormattedMessage
                  {...m.by}
                  values={{
                    name: entry.actorName,
                    date: <time dateTime={entry.at}>{f.dateTime(entry.at)}</time>,
                  }}
                />
              </p>
              {(kind === "status" ? entry.note : entry.reason) ? (
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">
                  {kind === "status" ? entry.note : t(m.reason, { reason: entry.reason })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
