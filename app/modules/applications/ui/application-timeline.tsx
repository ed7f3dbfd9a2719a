import { formatDateTime } from "~/lib/format";
import { applicationStatusLabels } from "../application-status";
import type { DocumentDeletion, TimelineEntry } from "../get-application-timeline.server";

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
        Timeline
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No changes recorded yet.</p>
      ) : (
        <ol className="mt-3 space-y-4" aria-label="Changes, oldest first">
          {items.map(({ kind, entry }) => (
            <li
              key={entry.id}
              data-testid="timeline-entry"
              className={`border-l-4 pl-3 ${kind === "status" ? "border-brand-200" : "border-slate-300"}`}
            >
              <p className="text-sm font-semibold break-words text-slate-900">
                {kind === "document-deleted"
                  ? `Document deleted: ${entry.documentName}`
                  : entry.from
                    ? `${applicationStatusLabels[entry.from]} → ${applicationStatusLabels[entry.to]}`
                    : `Created as ${applicationStatusLabels[entry.to].toLowerCase()}`}
              </p>
              <p className="text-xs text-slate-600">
                by {entry.actorName} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
              {(kind === "status" ? entry.note : entry.reason) ? (
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">
                  {kind === "status" ? entry.note : `Reason: ${entry.reason}`}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
