import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/error-summary";
import { SelectField, TextAreaField } from "~/components/form";
import {
  findingLabels,
  findingValues,
  recommendationLabels,
  recommendationValues,
} from "../audit-rules";
import type { AuditDetail } from "../get-audit.server";
import type { AuditPageResult } from "./audit-detail-page";

/** The audit report: the findings form for its examiner and staff, else the report as read. */
export function AuditReportSection({
  audit,
  result,
}: {
  audit: AuditDetail;
  result: AuditPageResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const report = audit.report;
  const failure = result && !result.ok && "fieldErrors" in result ? result : null;
  const reportErrors: Record<string, string> =
    failure && (failure.intent === "report" || failure.intent === "complete")
      ? failure.fieldErrors
      : {};
  const reportValues = failure ? failure.values : null;
  const recorded = report?.findings.filter((f) => f.finding).length ?? 0;
  return (
    <section aria-labelledby="report-h" className="rounded-lg border border-slate-200 bg-white p-4">
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
              ? `, against the standards' edition ${report.standardsVersion}, each standard at the version shown beside it`
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
                        {f.version ? (
                          <span className="ml-1 text-xs text-slate-600">version {f.version}</span>
                        ) : null}
                        <span className="block text-xs text-slate-600">{f.summary}</span>
                      </th>
                      <td className="px-3 py-2" data-label="Finding">
                        <SelectField
                          id={`finding-${f.number}`}
                          name={`finding-${f.number}`}
                          label={`Finding for standard ${f.number}, ${f.title}`}
                          labelClassName="sr-only"
                          defaultValue={reportValues?.[`finding-${f.number}`] ?? f.finding ?? ""}
                          error={error}
                          invalid={missing}
                          controlClassName="block w-full rounded-md border bg-white px-2 py-1.5 text-slate-900 md:w-52"
                        >
                          <option value="">Not recorded</option>
                          {findingValues.map((v) => (
                            <option key={v} value={v}>
                              {findingLabels[v]}
                            </option>
                          ))}
                        </SelectField>
                      </td>
                      <td className="px-3 py-2" data-label="Notes">
                        <TextAreaField
                          id={`notes-${f.number}`}
                          name={`notes-${f.number}`}
                          label={`Notes for standard ${f.number}, ${f.title}`}
                          labelClassName="sr-only"
                          rows={2}
                          maxLength={2000}
                          defaultValue={reportValues?.[`notes-${f.number}`] ?? f.notes ?? ""}
                          error={notesError}
                          controlClassName="block w-full rounded-md border px-2 py-1.5 text-slate-900 md:min-w-52"
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              id="recommendation"
              label="Overall recommendation"
              name="recommendation"
              defaultValue={reportValues?.recommendation ?? report.recommendation ?? ""}
              error={reportErrors.recommendation}
              controlClassName="mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900"
            >
              <option value="">Not decided yet</option>
              {recommendationValues.map((v) => (
                <option key={v} value={v}>
                  {recommendationLabels[v]}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              id="recommendationNotes"
              label="Recommendation notes"
              name="recommendationNotes"
              rows={3}
              maxLength={2000}
              defaultValue={reportValues?.recommendationNotes ?? report.recommendationNotes ?? ""}
              error={reportErrors.recommendationNotes}
              controlClassName="mt-1 block w-full rounded-md border px-3 py-2 text-slate-900"
            />
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
        </Form>
      ) : (
        <div className="mt-3 space-y-4">
          <dl className="divide-y divide-slate-100">
            {report.findings.map((f) => (
              <div key={f.number} className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm font-medium text-slate-900">
                  {f.number}. {f.title}
                  {f.version ? (
                    <span className="ml-1 text-xs font-normal text-slate-600">
                      version {f.version}
                    </span>
                  ) : null}
                </dt>
                <dd className="text-slate-900 sm:col-span-2">
                  <span className="font-semibold">
                    {f.finding ? findingLabels[f.finding] : "Not recorded"}
                  </span>
                  {f.notes ? <span className="block text-sm text-slate-700">{f.notes}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
          {report.standardsVersion ? (
            <p className="text-sm text-slate-700">
              Audited against the standards&apos; edition {report.standardsVersion}, each standard
              at the version shown beside it.
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
  );
}
