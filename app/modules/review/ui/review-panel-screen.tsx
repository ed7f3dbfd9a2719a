import { Link } from "react-router";
import { FormMessage } from "~/components/form";
import { formatDate } from "~/lib/format";
import { StatusBadge } from "~/modules/applications";
import { findingLabels, findingValues, recommendationLabels } from "~/modules/audits";
import type { ReviewQueueItem } from "../list-review-queue.server";
import { ReviewDecisionForm, type ReviewActionResult } from "./review-decision-form";

/** /dashboard/review: applications whose audit is completed, each with its decision form. */
export function ReviewPanelScreen({
  queue,
  result,
}: {
  queue: ReviewQueueItem[];
  result: ReviewActionResult | undefined;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Review Panel</h1>
        <p className="mt-1 text-slate-700">
          Applications whose audit is completed, with the examiner&apos;s report. Approve or reject
          with a reason (you are asked to confirm), require another audit, or refer the report to
          the panel for a later decision.
        </p>
      </div>
      {result?.ok ? <FormMessage kind="success">{result.message}</FormMessage> : null}
      {queue.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">No applications are waiting for a review decision.</p>
        </div>
      ) : (
        <ul className="space-y-4">
          {queue.map((item) => {
            const headingId = `review-${item.applicationId}`;
            return (
              <li key={item.applicationId}>
                <article
                  aria-labelledby={headingId}
                  className="rounded-lg border border-slate-200 bg-white p-4"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                        <Link
                          to={`/dashboard/applications/${item.applicationId}`}
                          className="text-brand-800 underline"
                        >
                          {item.businessName}
                        </Link>
                      </h2>
                      <p className="text-sm text-slate-700">{item.businessAddress}</p>
                    </div>
                    <StatusBadge status={item.status} />
                  </div>
                  {item.audit ? (
                    <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-900">
                      <p>
                        Audit by {item.audit.examinerName}
                        {item.audit.completedAt
                          ? `, completed ${formatDate(item.audit.completedAt)}`
                          : ""}
                        .{" "}
                        <Link
                          to={`/dashboard/audits/${item.audit.id}`}
                          className="text-brand-800 underline"
                        >
                          View the audit report
                        </Link>
                      </p>
                      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1" aria-label="Findings">
                        {findingValues.map((f) => (
                          <li key={f}>
                            {findingLabels[f]}: <strong>{item.audit!.counts[f]}</strong>
                          </li>
                        ))}
                      </ul>
                      <p className="mt-2">
                        Recommendation:{" "}
                        <strong>
                          {item.audit.recommendation
                            ? recommendationLabels[item.audit.recommendation]
                            : "None"}
                        </strong>
                      </p>
                      {item.audit.recommendationNotes ? (
                        <p className="mt-1 text-slate-700">{item.audit.recommendationNotes}</p>
                      ) : null}
                    </div>
                  ) : (
                    <p className="mt-3 text-sm text-slate-700">No completed audit report.</p>
                  )}
                  <ReviewDecisionForm
                    // A fresh form (no stale reason) once a decision is taken.
                    key={`${item.applicationId}-${item.status}`}
                    applicationId={item.applicationId}
                    businessName={item.businessName}
                    status={item.status}
                    result={result}
                  />
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
