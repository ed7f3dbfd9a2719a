import { formatDate } from "~/lib/format";
import { readFormValues } from "~/lib/form-data.server";
import { data, Link } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { FormMessage } from "~/components/form";
import { getDb } from "~/lib/db.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { applicationStatusLabels } from "~/modules/applications/application-status";
import { StatusBadge } from "~/modules/applications/ui/status-badge";
import { findingLabels, findingValues, recommendationLabels } from "~/modules/audits/audit-rules";
import { requireAccess } from "~/modules/auth/session.server";
import { decideReview } from "~/modules/review/decide-review.server";
import { listReviewQueue } from "~/modules/review/list-review-queue.server";
import { checkReviewDecision, isConfirmedDecision } from "~/modules/review/review-rules";
import {
  ReviewDecisionForm,
  type ReviewActionResult,
} from "~/modules/review/ui/review-decision-form";
import type { Route } from "./+types/review";

export function meta() {
  return [{ title: `Review Panel | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "review.view");
  try {
    return { queue: await listReviewQueue(getDb(), session) };
  } catch (error) {
    throwLoaderError(error, "Failed to fetch the review queue", "list review queue");
  }
}

/**
 * POST: a decision on one queue item. Approve and reject need a reason and a
 * confirmation: without `confirm=yes` the answer is the confirmation step
 * (nothing changes); the dialog posts it with JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "review.decide");
  const values = await readFormValues(request);
  const applicationId = values.applicationId ?? "";
  const input = { decision: values.decision ?? "", feedback: values.feedback ?? "" };
  if (isConfirmedDecision(input.decision) && values.confirm !== "yes") {
    const checked = checkReviewDecision(input);
    if (!checked.ok) {
      return data<ReviewActionResult>(
        { ...checked, applicationId, feedback: input.feedback },
        { status: 422 },
      );
    }
    return {
      ok: false,
      confirm: true,
      applicationId,
      decision: input.decision,
      feedback: checked.reason,
    } satisfies ReviewActionResult;
  }
  try {
    const updated = await decideReview(getDb(), session, applicationId, input);
    return {
      ok: true,
      applicationId,
      message: `${updated.businessName} is now ${applicationStatusLabels[updated.status as keyof typeof applicationStatusLabels]}. The applicant has been notified.`,
    } satisfies ReviewActionResult;
  } catch (error) {
    const failure = actionFailure(error, "Failed to record the decision", "review decision");
    return data<ReviewActionResult>(
      {
        ok: false,
        applicationId,
        message: failure.message,
        fieldErrors: failure.fieldErrors,
        feedback: input.feedback,
      },
      { status: failure.status },
    );
  }
}

export default function ReviewPanel({ loaderData, actionData }: Route.ComponentProps) {
  const { queue } = loaderData;
  const result = actionData as ReviewActionResult | undefined;

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

export const ErrorBoundary = RouteErrorBoundary;
