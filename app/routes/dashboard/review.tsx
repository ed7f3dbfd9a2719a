import { formatDate } from "~/lib/format";
import { readFormData } from "~/lib/form-data.server";
import { data, Form, Link, useNavigation } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { FormMessage } from "~/components/form";
import { getDb } from "~/lib/db.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { applicationStatusLabels } from "~/modules/applications/application-status";
import { StatusBadge } from "~/modules/applications/ui/status-badge";
import { findingLabels, findingValues, recommendationLabels } from "~/modules/audits/audit-rules";
import { requireAccess, requireUser } from "~/modules/auth/session.server";
import { decideReview } from "~/modules/review/decide-review.server";
import { listReviewQueue } from "~/modules/review/list-review-queue.server";
import { reviewDecisionLabels, type ReviewDecision } from "~/modules/review/review-rules";
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

type ActionResult = {
  ok: boolean;
  applicationId: string;
  message: string;
  fieldErrors?: Record<string, string>;
  feedback?: string;
};

export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  const form = await readFormData(request);
  const applicationId = String(form.get("applicationId") ?? "");
  const decision = String(form.get("decision") ?? "");
  const feedback = String(form.get("feedback") ?? "");
  try {
    const updated = await decideReview(getDb(), session, applicationId, { decision, feedback });
    return {
      ok: true,
      applicationId,
      message: `${updated.businessName} is now ${applicationStatusLabels[updated.status as keyof typeof applicationStatusLabels]}. The applicant has been notified.`,
    } satisfies ActionResult;
  } catch (error) {
    const failure = actionFailure(error, "Failed to record the decision", "review decision");
    return data<ActionResult>(
      {
        ok: false,
        applicationId,
        message: failure.message,
        fieldErrors: failure.fieldErrors,
        feedback,
      },
      { status: failure.status },
    );
  }
}

const decisionStyles: Record<ReviewDecision, string> = {
  "review-panel": "border border-brand-700 text-brand-800 hover:bg-brand-50",
  approved: "bg-brand-700 text-white hover:bg-brand-800",
  rejected: "border border-red-700 text-red-800 hover:bg-red-50",
  "audit-required": "border border-amber-700 text-amber-900 hover:bg-amber-50",
};

export default function ReviewPanel({ loaderData, actionData }: Route.ComponentProps) {
  const { queue } = loaderData;
  const result = actionData as ActionResult | undefined;
  const navigation = useNavigation();
  const pendingFor = (id: string) =>
    navigation.state === "submitting" && navigation.formData?.get("applicationId") === id;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Review Panel</h1>
        <p className="mt-1 text-slate-700">
          Applications whose audit is completed, with the examiner&apos;s report. Approve, reject
          with feedback, or require another audit.
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
            const mine = result && !result.ok && result.applicationId === item.applicationId;
            const feedbackError = mine ? result.fieldErrors?.feedback : undefined;
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
                  {mine && !feedbackError ? (
                    <div className="mt-3">
                      <FormMessage kind="error">{result.message}</FormMessage>
                    </div>
                  ) : null}
                  <Form method="post" className="mt-3 space-y-3" noValidate>
                    <input type="hidden" name="applicationId" value={item.applicationId} />
                    <div>
                      <label
                        htmlFor={`feedback-${item.applicationId}`}
                        className="block text-sm font-medium text-slate-800"
                      >
                        Feedback to the applicant (required to reject)
                      </label>
                      <textarea
                        id={`feedback-${item.applicationId}`}
                        name="feedback"
                        rows={2}
                        maxLength={2000}
                        defaultValue={mine ? (result.feedback ?? "") : ""}
                        aria-invalid={feedbackError ? true : undefined}
                        aria-describedby={
                          feedbackError ? `feedback-${item.applicationId}-error` : undefined
                        }
                        className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 ${
                          feedbackError ? "border-red-700" : "border-slate-400"
                        }`}
                      />
                      {feedbackError ? (
                        <p
                          id={`feedback-${item.applicationId}-error`}
                          className="mt-1 text-sm text-red-700"
                        >
                          {feedbackError}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap gap-3">
                      {(item.status === "inspection-completed"
                        ? (["review-panel", "approved", "rejected", "audit-required"] as const)
                        : (["approved", "rejected", "audit-required"] as const)
                      ).map((d) => (
                        <button
                          key={d}
                          type="submit"
                          name="decision"
                          value={d}
                          disabled={pendingFor(item.applicationId)}
                          className={`rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-70 ${decisionStyles[d]}`}
                        >
                          {reviewDecisionLabels[d]}
                        </button>
                      ))}
                    </div>
                  </Form>
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
