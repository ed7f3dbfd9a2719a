import { ErrorSummary } from "~/components/error-summary";
import { formatDate } from "~/lib/format";
import { readFormData } from "~/lib/form-data.server";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { FormMessage, SubmitButton } from "~/components/form";
import { getDb } from "~/lib/db.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { applicationStatusLabels } from "~/modules/applications/application-status";
import {
  auditStatusLabels,
  findingLabels,
  findingValues,
  recommendationLabels,
  recommendationValues,
  type AuditStatus,
} from "~/modules/audits/audit-rules";
import { deleteAudit } from "~/modules/audits/delete-audit.server";
import { getAudit } from "~/modules/audits/get-audit.server";
import { saveAuditFindings } from "~/modules/audits/save-audit-findings.server";
import { updateAudit } from "~/modules/audits/update-audit.server";
import { AuditStatusBadge } from "~/modules/audits/ui/audit-status-badge";
import { requireUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `Audit${loaderData ? `: ${loaderData.audit.application.businessName}` : ""} | ${siteName}`,
    },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  try {
    const audit = await getAudit(getDb(), session, params.id);
    return { audit };
  } catch (error) {
    throwLoaderError(error, "Failed to fetch the audit", "get audit");
  }
}

type ActionResult = {
  ok: boolean;
  intent: string;
  message: string;
  fieldErrors?: Record<string, string>;
  /** A cancel or delete waiting for confirmation. */
  confirm?: "cancel" | "delete";
  values?: Record<string, string>;
};

const statusActionLabels: Record<AuditStatus, string> = {
  scheduled: "Scheduled",
  "in-progress": "Start audit",
  completed: "Complete audit",
  cancelled: "Cancel audit",
};

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  const form = await readFormData(request);
  const values: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") values[k] = v;
  const intent = values.intent ?? "";
  const db = getDb();
  const confirmed = values.confirm === "yes";
  try {
    if (intent === "delete") {
      if (!confirmed) {
        return { ok: false, intent, message: "", confirm: "delete" } satisfies ActionResult;
      }
      await deleteAudit(db, session, params.id);
      return redirect("/dashboard/audits?notice=deleted");
    }
    if (intent === "status") {
      if (values.status === "cancelled" && !confirmed) {
        return { ok: false, intent, message: "", confirm: "cancel" } satisfies ActionResult;
      }
      const updated = await updateAudit(db, session, params.id, { status: values.status });
      return {
        ok: true,
        intent,
        message: `The audit is now ${auditStatusLabels[updated.status as AuditStatus].toLowerCase()}.`,
      } satisfies ActionResult;
    }
    if (intent === "reschedule") {
      await updateAudit(db, session, params.id, { date: values.date, time: values.time });
      return {
        ok: true,
        intent,
        message: "The audit was rescheduled. The applicant and the examiner have been notified.",
      } satisfies ActionResult;
    }
    if (intent === "report" || intent === "complete") {
      await saveAuditFindings(db, session, params.id, values, { complete: intent === "complete" });
      return {
        ok: true,
        intent,
        message:
          intent === "complete"
            ? "The audit is completed and the report goes to the review panel."
            : "The audit report is saved.",
      } satisfies ActionResult;
    }
    return data<ActionResult>({ ok: false, intent, message: "Unknown action" }, { status: 400 });
  } catch (error) {
    const failure = actionFailure(error, "Failed to update the audit", `audit ${intent}`);
    return data<ActionResult>(
      { ok: false, intent, message: failure.message, fieldErrors: failure.fieldErrors, values },
      { status: failure.status },
    );
  }
}

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

export default function AuditDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { audit } = loaderData;
  const result = actionData as ActionResult | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const report = audit.report;
  const reportErrors =
    result && (result.intent === "report" || result.intent === "complete")
      ? (result.fieldErrors ?? {})
      : {};
  const reportValues = result && !result.ok && result.values ? result.values : null;
  // Field messages show at their fields; the banner carries the others.
  const atFields = !result?.ok && Object.keys(result?.fieldErrors ?? {}).length > 0;
  const message =
    result?.message && !atFields ? (
      <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
    ) : null;
  const recorded = report?.findings.filter((f) => f.finding).length ?? 0;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <p>
        <Link to="/dashboard/audits" className="text-sm text-brand-800 underline">
          ← All audits
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            Audit: {audit.application.businessName}
          </h1>
          <p className="mt-1 text-slate-700">{audit.application.businessAddress}</p>
        </div>
        <AuditStatusBadge status={audit.status} />
      </div>

      {message}

      <section
        aria-labelledby="details-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="details-h" className="text-lg font-semibold text-slate-900">
          Details
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <DetailRow label="Date and time">
            <time dateTime={audit.scheduledDate}>
              {audit.date}, {audit.time}
            </time>
          </DetailRow>
          <DetailRow label="Time zone">{audit.timeZoneLabel}</DetailRow>
          <DetailRow label="Examiner">{audit.examiner.name}</DetailRow>
          <DetailRow label="Status">{auditStatusLabels[audit.status]}</DetailRow>
          {audit.completedAt ? (
            <DetailRow label="Completed">
              <time dateTime={audit.completedAt}>{formatDate(audit.completedAt)}</time>
            </DetailRow>
          ) : null}
          <DetailRow label="Application">
            <Link
              to={`/dashboard/applications/${audit.application.id}`}
              className="text-brand-800 underline"
            >
              {audit.application.businessName}
            </Link>{" "}
            <span className="text-sm text-slate-700">
              ({applicationStatusLabels[audit.application.status]})
            </span>
          </DetailRow>
        </dl>
      </section>

      {audit.can.changeStatus.length > 0 || audit.can.delete || audit.can.reschedule ? (
        <section
          aria-labelledby="actions-h"
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="actions-h" className="text-lg font-semibold text-slate-900">
            Actions
          </h2>
          {result?.confirm ? (
            <Form
              noValidate
              method="post"
              className="rounded-md border border-red-300 bg-red-50 p-4"
            >
              <input
                type="hidden"
                name="intent"
                value={result.confirm === "delete" ? "delete" : "status"}
              />
              <input type="hidden" name="status" value="cancelled" />
              <input type="hidden" name="confirm" value="yes" />
              <p className="font-medium text-red-900" role="alert">
                {result.confirm === "delete"
                  ? "Delete this audit? This cannot be undone."
                  : "Cancel this audit? The applicant and the examiner will be notified."}
              </p>
              <div className="mt-3 flex gap-3">
                <SubmitButton
                  pending={busy(result.confirm === "delete" ? "delete" : "status")}
                  className="bg-red-700 hover:bg-red-800"
                >
                  {result.confirm === "delete" ? "Yes, delete the audit" : "Yes, cancel the audit"}
                </SubmitButton>
                <Link
                  to="."
                  className="rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
                >
                  Keep it
                </Link>
              </div>
            </Form>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {audit.can.changeStatus
              .filter((s) => s !== "completed")
              .map((s) => (
                <Form noValidate method="post" key={s}>
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="status" value={s} />
                  <button
                    type="submit"
                    disabled={busy("status")}
                    className={
                      s === "cancelled"
                        ? "rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
                        : "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                    }
                  >
                    {statusActionLabels[s]}
                  </button>
                </Form>
              ))}
            {audit.can.delete ? (
              <Form noValidate method="post">
                <input type="hidden" name="intent" value="delete" />
                <button
                  type="submit"
                  disabled={busy("delete")}
                  className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
                >
                  Delete audit
                </button>
              </Form>
            ) : null}
          </div>
          {audit.can.reschedule ? (
            <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
              <input type="hidden" name="intent" value="reschedule" />
              <div>
                <label
                  htmlFor="reschedule-date"
                  className="block text-sm font-medium text-slate-800"
                >
                  New date
                </label>
                <input
                  id="reschedule-date"
                  type="date"
                  name="date"
                  required
                  defaultValue={audit.localDate}
                  aria-invalid={
                    result?.intent === "reschedule" && result.fieldErrors?.date ? true : undefined
                  }
                  aria-describedby="reschedule-error"
                  className="mt-1 block rounded-md border border-slate-400 px-3 py-2 text-slate-900"
                />
              </div>
              <div>
                <label
                  htmlFor="reschedule-time"
                  className="block text-sm font-medium text-slate-800"
                >
                  New time ({audit.timeZoneLabel})
                </label>
                <input
                  id="reschedule-time"
                  type="time"
                  name="time"
                  required
                  defaultValue={audit.localTime}
                  aria-invalid={
                    result?.intent === "reschedule" && result.fieldErrors?.time ? true : undefined
                  }
                  aria-describedby="reschedule-error"
                  className="mt-1 block rounded-md border border-slate-400 px-3 py-2 text-slate-900"
                />
              </div>
              <SubmitButton pending={busy("reschedule")} pendingLabel="Saving…">
                Reschedule
              </SubmitButton>
              <p id="reschedule-error" className="w-full text-sm text-red-700">
                {result?.intent === "reschedule" && !result.ok
                  ? (result.fieldErrors?.date ?? result.fieldErrors?.time ?? "")
                  : ""}
              </p>
            </Form>
          ) : null}
        </section>
      ) : null}

      <section
        aria-labelledby="report-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="report-h" className="text-lg font-semibold text-slate-900">
          Audit report
        </h2>
        {!report ? (
          <p className="mt-2 text-slate-700">
            The findings are shared with you once the audit is completed.
          </p>
        ) : audit.can.editReport ? (
          <Form method="post" className="mt-3 space-y-4" noValidate>
            <p className="text-sm text-slate-700">
              Record a finding for each of the {report.findings.length} standards ({recorded} of{" "}
              {report.findings.length} recorded)
              {report.standardsVersion
                ? `, against standards version ${report.standardsVersion}`
                : ""}
              . Completing the audit needs every finding and a recommendation.
            </p>
            <ErrorSummary
              errors={reportErrors}
              order={[
                "findings",
                ...report.findings.flatMap((f) => [`finding-${f.number}`, `notes-${f.number}`]),
                "recommendation",
                "recommendationNotes",
              ]}
              fieldIds={{
                findings: `finding-${
                  report.findings.find((f) => !(reportValues?.[`finding-${f.number}`] ?? f.finding))
                    ?.number ?? 1
                }`,
                ...Object.fromEntries(
                  Object.keys(reportErrors)
                    .filter((k) => k !== "findings")
                    .map((k) => [k, k]),
                ),
              }}
            />
            <div className="relative md:overflow-x-auto">
              <table className="data-table min-w-full text-left text-sm">
                <caption className="sr-only">Findings per standard</caption>
                <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Standard
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Finding
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Notes
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {report.findings.map((f) => {
                    const error = reportErrors[`finding-${f.number}`];
                    const notesError = reportErrors[`notes-${f.number}`];
                    const missing = Boolean(reportErrors.findings) && !f.finding;
                    return (
                      <tr key={f.number} className="align-top">
                        <th scope="row" className="px-3 py-2 font-normal">
                          <span id={`std-${f.number}`} className="font-medium text-slate-900">
                            {f.number}. {f.title}
                          </span>
                          <span className="block text-xs text-slate-600">{f.summary}</span>
                        </th>
                        <td className="px-3 py-2" data-label="Finding">
                          <label htmlFor={`finding-${f.number}`} className="sr-only">
                            Finding for standard {f.number}, {f.title}
                          </label>
                          <select
                            id={`finding-${f.number}`}
                            name={`finding-${f.number}`}
                            defaultValue={reportValues?.[`finding-${f.number}`] ?? f.finding ?? ""}
                            aria-invalid={error || missing ? true : undefined}
                            aria-describedby={error ? `finding-${f.number}-error` : undefined}
                            className={`block w-full rounded-md border bg-white px-2 py-1.5 text-slate-900 md:w-52 ${
                              error || missing ? "border-red-700" : "border-slate-400"
                            }`}
                          >
                            <option value="">Not recorded</option>
                            {findingValues.map((v) => (
                              <option key={v} value={v}>
                                {findingLabels[v]}
                              </option>
                            ))}
                          </select>
                          {error ? (
                            <p
                              id={`finding-${f.number}-error`}
                              className="mt-1 text-sm text-red-700"
                            >
                              {error}
                            </p>
                          ) : null}
                        </td>
                        <td className="px-3 py-2" data-label="Notes">
                          <label htmlFor={`notes-${f.number}`} className="sr-only">
                            Notes for standard {f.number}, {f.title}
                          </label>
                          <textarea
                            id={`notes-${f.number}`}
                            name={`notes-${f.number}`}
                            rows={2}
                            maxLength={2000}
                            defaultValue={reportValues?.[`notes-${f.number}`] ?? f.notes ?? ""}
                            aria-invalid={notesError ? true : undefined}
                            className="block w-full rounded-md border border-slate-400 px-2 py-1.5 text-slate-900 md:min-w-52"
                          />
                          {notesError ? (
                            <p className="mt-1 text-sm text-red-700">{notesError}</p>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <div>
                <label
                  htmlFor="recommendation"
                  className="block text-sm font-medium text-slate-800"
                >
                  Overall recommendation
                </label>
                <select
                  id="recommendation"
                  name="recommendation"
                  defaultValue={reportValues?.recommendation ?? report.recommendation ?? ""}
                  aria-invalid={reportErrors.recommendation ? true : undefined}
                  aria-describedby={
                    reportErrors.recommendation ? "recommendation-error" : undefined
                  }
                  className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 ${
                    reportErrors.recommendation ? "border-red-700" : "border-slate-400"
                  }`}
                >
                  <option value="">Not decided yet</option>
                  {recommendationValues.map((v) => (
                    <option key={v} value={v}>
                      {recommendationLabels[v]}
                    </option>
                  ))}
                </select>
                {reportErrors.recommendation ? (
                  <p id="recommendation-error" className="mt-1 text-sm text-red-700">
                    {reportErrors.recommendation}
                  </p>
                ) : null}
              </div>
              <div>
                <label
                  htmlFor="recommendationNotes"
                  className="block text-sm font-medium text-slate-800"
                >
                  Recommendation notes
                </label>
                <textarea
                  id="recommendationNotes"
                  name="recommendationNotes"
                  rows={3}
                  maxLength={2000}
                  defaultValue={
                    reportValues?.recommendationNotes ?? report.recommendationNotes ?? ""
                  }
                  className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900"
                />
              </div>
            </div>
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                name="intent"
                value="report"
                disabled={busy("report") || busy("complete")}
                className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {busy("report") ? "Saving…" : "Save report"}
              </button>
              {audit.can.changeStatus.includes("completed") ? (
                <button
                  type="submit"
                  name="intent"
                  value="complete"
                  disabled={busy("report") || busy("complete")}
                  className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  {busy("complete") ? "Completing…" : "Save and complete audit"}
                </button>
              ) : null}
            </div>
            {audit.notStartedNote ? (
              <p className="text-sm text-slate-700" data-testid="not-started-note">
                {audit.notStartedNote}
              </p>
            ) : null}
          </Form>
        ) : (
          <div className="mt-3 space-y-4">
            <dl className="divide-y divide-slate-100">
              {report.findings.map((f) => (
                <div key={f.number} className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
                  <dt className="text-sm font-medium text-slate-900">
                    {f.number}. {f.title}
                  </dt>
                  <dd className="text-slate-900 sm:col-span-2">
                    <span className="font-semibold">
                      {f.finding ? findingLabels[f.finding] : "Not recorded"}
                    </span>
                    {f.notes ? (
                      <span className="block text-sm text-slate-700">{f.notes}</span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
            {report.standardsVersion ? (
              <p className="text-sm text-slate-700">
                Audited against standards version {report.standardsVersion}.
              </p>
            ) : null}
            <p className="text-slate-900">
              <span className="font-semibold">Overall recommendation: </span>
              {report.recommendation ? recommendationLabels[report.recommendation] : "Not decided"}
            </p>
            {report.recommendationNotes ? (
              <p className="text-sm text-slate-700">{report.recommendationNotes}</p>
            ) : null}
          </div>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
