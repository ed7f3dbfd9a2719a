import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { FormMessage } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { StatusBadge } from "~/modules/applications";
import { findingMessages, findingValues, recommendationMessages } from "~/modules/audits";
import type { ReviewQueueItem } from "../list-review-queue.server";
import { ReviewCorrectiveActions } from "./review-corrective-actions";
import { ReviewDecisionForm, type ReviewActionResult } from "./review-decision-form";

export const reviewPanelMessages = defineMessages({
  pageTitle: { id: "review.pageTitle", defaultMessage: "Review Panel" },
  title: { id: "review.title", defaultMessage: "Review Panel" },
  intro: {
    id: "review.intro",
    defaultMessage:
      "Applications whose audit is completed, with the examiner's report. Approve or reject with a reason (you are asked to confirm), require another audit, or refer the report to the panel for a later decision.",
  },
  empty: {
    id: "review.empty",
    defaultMessage: "No applications are waiting for a review decision.",
  },
  auditBy: { id: "review.audit.by", defaultMessage: "Audit by {examiner}." },
  auditByCompleted: {
    id: "review.audit.byCompleted",
    defaultMessage: "Audit by {examiner}, completed {date}.",
  },
  auditLink: { id: "review.audit.link", defaultMessage: "View the audit report" },
  findings: { id: "review.audit.findings", defaultMessage: "Findings" },
  recommendation: {
    id: "review.audit.recommendation",
    defaultMessage: "Recommendation: <strong>{recommendation}</strong>",
  },
  noRecommendation: { id: "review.audit.noRecommendation", defaultMessage: "None" },
  noAudit: { id: "review.audit.none", defaultMessage: "No completed audit report." },
  decided: {
    id: "review.decided",
    defaultMessage: "{business} is now {status}. The applicant has been notified.",
  },
});
const m = reviewPanelMessages;

/** /dashboard/review: applications whose audit is completed, each with its decision form. */
export function ReviewPanelScreen({
  queue,
  result,
}: {
  queue: ReviewQueueItem[];
  result: ReviewActionResult | undefined;
}) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.title} />
        </h1>
        <p className="mt-1 text-slate-700">
          <FormattedMessage {...m.intro} />
        </p>
      </div>
      {result?.ok ? <FormMessage kind="success">{result.message}</FormMessage> : null}
      {queue.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">
            <FormattedMessage {...m.empty} />
          </p>
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
                        {item.audit.completedAt ? (
                          <FormattedMessage
                            {...m.auditByCompleted}
                            values={{
                              examiner: item.audit.examinerName,
                              date: f.date(item.audit.completedAt),
                            }}
                          />
                        ) : (
                          <FormattedMessage
                            {...m.auditBy}
                            values={{ examiner: item.audit.examinerName }}
                          />
                        )}{" "}
                        <Link
                          to={`/dashboard/audits/${item.audit.id}`}
                          className="text-brand-800 underline"
                        >
                          <FormattedMessage {...m.auditLink} />
                        </Link>
                      </p>
                      <ul
                        className="mt-2 flex flex-wrap gap-x-4 gap-y-1"
                        aria-label={intl.formatMessage(m.findings)}
                      >
                        {findingValues.map((f) => (
                          <li key={f}>
                            {intl.formatMessage(findingMessages[f])}:{" "}
                            <strong>{item.audit!.counts[f]}</strong>
                          </li>
                        ))}
                      </ul>
                      <p className="mt-2">
                        <FormattedMessage
                          {...m.recommendation}
                          values={{
                            recommendation: item.audit.recommendation
                              ? intl.formatMessage(
                                  recommendationMessages[item.audit.recommendation],
                                )
                              : intl.formatMessage(m.noRecommendation),
                            strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
                          }}
                        />
                      </p>
                      {item.audit.recommendationNotes ? (
                        <p className="mt-1 text-slate-700">{item.audit.recommendationNotes}</p>
                      ) : null}
                    </div>
                  ) : (
                    <p className="mt-3 text-sm text-slate-700">
                      <FormattedMessage {...m.noAudit} />
                    </p>
                  )}
                  <ReviewCorrectiveActions
                    applicationId={item.applicationId}
                    actions={item.correctiveActions}
                  />
                  <ReviewDecisionForm
                    // A fresh form (no stale reason) once a decision is taken.
                    key={`${item.applicationId}-${item.status}`}
                    applicationId={item.applicationId}
                    businessName={item.businessName}
                    status={item.status}
                    gate={item.gate}
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
