import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation, useSearchParams } from "react-router";
import { ConfirmBox } from "~/components/confirm-dialog";
import { ErrorSummary } from "~/components/error-summary";
import { FormMessage, SelectField, TextAreaField } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import {
  findingMessages,
  findingValues,
  recommendationMessages,
  recommendationValues,
} from "../audit-rules";
import type { AuditDetail } from "../get-audit.server";
import { auditPhotoText, isPhotoNoticeCode } from "../audit-photo-rules";
import { useKeepPageOffline } from "../field/field-app";
import { isKeptOnDevice } from "~/lib/kept-on-device";
import { rememberShownReport } from "../field/keep-report";
import { useFieldQueue } from "../field/use-field-queue";
import type { AuditPageResult } from "./audit-detail-page";
import { PhotoAddControls, PhotoForms, PhotoThumbs, usePhotoUploader } from "./audit-photos";
import { FieldStatus } from "./field-status";

const m = defineMessages({
  title: { id: "audits.report.title", defaultMessage: "Audit report" },
  notShared: {
    id: "audits.report.notShared",
    defaultMessage: "The findings are shared with you once the audit is completed.",
  },
  intro: {
    id: "audits.report.intro",
    defaultMessage:
      "Record a finding for each of the {count} standards ({recorded} of {count} recorded){version, select, none {} other {, against the standards' edition {version}, each standard at the version shown beside it}}. Completing the audit needs every finding and a recommendation.",
  },
  caption: { id: "audits.report.caption", defaultMessage: "Findings per standard" },
  standard: { id: "audits.report.standard", defaultMessage: "Standard" },
  finding: { id: "audits.report.finding", defaultMessage: "Finding" },
  notes: { id: "audits.report.notes", defaultMessage: "Notes" },
  version: { id: "audits.report.version", defaultMessage: "version {version}" },
  standardTitle: { id: "audits.report.standardTitle", defaultMessage: "{number}. {title}" },
  findingFor: {
    id: "audits.report.findingFor",
    defaultMessage: "Finding for standard {number}, {title}",
  },
  notesFor: {
    id: "audits.report.notesFor",
    defaultMessage: "Notes for standard {number}, {title}",
  },
  notRecorded: { id: "audits.report.notRecorded", defaultMessage: "Not recorded" },
  recommendation: {
    id: "audits.report.recommendation",
    defaultMessage: "Overall recommendation",
  },
  notDecidedYet: { id: "audits.report.notDecidedYet", defaultMessage: "Not decided yet" },
  recommendationNotes: {
    id: "audits.report.recommendationNotes",
    defaultMessage: "Recommendation notes",
  },
  saving: { id: "audits.report.saving", defaultMessage: "Saving…" },
  save: { id: "audits.report.save", defaultMessage: "Save report" },
  completing: { id: "audits.report.completing", defaultMessage: "Completing…" },
  complete: { id: "audits.report.complete", defaultMessage: "Save and complete audit" },
  auditedAgainst: {
    id: "audits.report.auditedAgainst",
    defaultMessage:
      "Audited against the standards' edition {version}, each standard at the version shown beside it.",
  },
  recommendationLine: {
    id: "audits.report.recommendationLine",
    defaultMessage: "<b>Overall recommendation:</b> {recommendation}",
  },
  notDecided: { id: "audits.report.notDecided", defaultMessage: "Not decided" },
  deletePhotoTitle: { id: "audits.photos.deleteTitle", defaultMessage: "Delete this photo?" },
  deletePhotoBody: {
    id: "audits.photos.deleteBody",
    defaultMessage: "The photo is removed from the audit report. This cannot be undone.",
  },
  deletePhotoConfirm: { id: "audits.photos.deleteConfirm", defaultMessage: "Delete photo" },
});

const bold = (chunks: React.ReactNode[]) => <span className="font-semibold">{chunks}</span>;

/** The audit report: the findings form for its examiner and staff, else the report as read. */
export function AuditReportSection({
  audit,
  result,
}: {
  audit: AuditDetail;
  result: AuditPageResult | undefined;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
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
  const queue = useFieldQueue(audit.id);
  // Kept for offline use by those who work on it (the examiner, staff).
  useKeepPageOffline(`/dashboard/audits/${audit.id}`, audit.can.editReport);
  const uploader = usePhotoUploader(audit.id);
  // Kept on the device by the page's client action (no connection).
  const offlineNote = isKeptOnDevice(result) ? result.intent : null;
  const deletionsWaiting = new Set(
    queue.waiting.flatMap((c) => (c.kind === "photoDeletion" ? [c.photoId] : [])),
  );
  if (report) rememberShownReport(audit.id, report);
  const [searchParams] = useSearchParams();
  const photoNotice = searchParams.get("photo");
  const photoNoticeStandard = searchParams.get("standard") ?? "";
  const deleting =
    result && !result.ok && "confirm" in result && result.confirm === "deletePhoto" ? result : null;
  // A re-render after the changes were sent shows the report as the server has it.
  const formKey = report?.findings.map((f) => f.updatedAt ?? "").join("|") ?? "";

  return (
    <section aria-labelledby="report-h" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="report-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </h2>
      {!report ? (
        <p className="mt-2 text-slate-700">
          <FormattedMessage {...m.notShared} />
        </p>
      ) : audit.can.editReport ? (
        <>
          <div className="mt-3 space-y-3" id="photos">
            <FieldStatus queue={queue} completionKept={offlineNote === "complete"} />
            {photoNotice && isPhotoNoticeCode(photoNotice) ? (
              <FormMessage kind={photoNotice === "added" ? "success" : "error"}>
                {photoNoticeStandard ? `${photoNoticeStandard}. ` : ""}
                {t(auditPhotoText[photoNotice])}
              </FormMessage>
            ) : null}
            {deleting ? (
              <ConfirmBox
                title={t(m.deletePhotoTitle)}
                message={t(m.deletePhotoBody)}
                fields={{ intent: "deletePhoto", photoId: deleting.photoId }}
                confirmLabel={t(m.deletePhotoConfirm)}
                cancelTo={`/dashboard/audits/${audit.id}`}
                preventScrollReset
                id="delete-photo"
              />
            ) : null}
          </div>
          <Form key={formKey} method="post" className="mt-3 space-y-4" noValidate>
            <p className="text-sm text-slate-700">
              <FormattedMessage
                {...m.intro}
                values={{
                  count: report.findings.length,
                  recorded,
                  version: report.standardsVersion ?? "none",
                }}
              />
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
                <caption className="sr-only">
                  <FormattedMessage {...m.caption} />
                </caption>
                <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      <FormattedMessage {...m.standard} />
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <FormattedMessage {...m.finding} />
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <FormattedMessage {...m.notes} />
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
                            {t(m.standardTitle, { number: f.number, title: f.title })}
                          </span>
                          {f.version ? (
                            <span className="ml-1 text-xs text-slate-600">
                              {t(m.version, { version: f.version })}
                            </span>
                          ) : null}
                          <span className="block text-xs text-slate-600">{f.summary}</span>
                        </th>
                        <td className="px-3 py-2" data-label={t(m.finding)}>
                          <SelectField
                            id={`finding-${f.number}`}
                            name={`finding-${f.number}`}
                            label={t(m.findingFor, { number: f.number, title: f.title })}
                            labelClassName="sr-only"
                            defaultValue={reportValues?.[`finding-${f.number}`] ?? f.finding ?? ""}
                            error={error}
                            invalid={missing}
                            controlClassName="block w-full rounded-md border bg-white px-2 py-1.5 text-slate-900 md:w-52"
                          >
                            <option value="">{t(m.notRecorded)}</option>
                            {findingValues.map((v) => (
                              <option key={v} value={v}>
                                {t(findingMessages[v])}
                              </option>
                            ))}
                          </SelectField>
                        </td>
                        <td className="px-3 py-2" data-label={t(m.notes)}>
                          <TextAreaField
                            id={`notes-${f.number}`}
                            name={`notes-${f.number}`}
                            label={t(m.notesFor, { number: f.number, title: f.title })}
                            labelClassName="sr-only"
                            rows={2}
                            maxLength={2000}
                            defaultValue={reportValues?.[`notes-${f.number}`] ?? f.notes ?? ""}
                            error={notesError}
                            controlClassName="block w-full rounded-md border px-2 py-1.5 text-slate-900 md:min-w-52"
                          />
                          <PhotoThumbs
                            auditId={audit.id}
                            number={f.number}
                            title={f.title}
                            photos={f.photos}
                            deletable={audit.can.deletePhotos}
                            deletionsWaiting={deletionsWaiting}
                          />
                          {audit.can.addPhotos ? (
                            <PhotoAddControls
                              number={f.number}
                              error={uploader.errors[f.number]}
                              pending={uploader.pending === f.number}
                              queued={
                                Boolean(uploader.queued[f.number]) &&
                                queue.waiting.some(
                                  (c) => c.kind === "photo" && c.standardNumber === f.number,
                                )
                              }
                            />
                          ) : null}
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
                label={t(m.recommendation)}
                name="recommendation"
                defaultValue={reportValues?.recommendation ?? report.recommendation ?? ""}
                error={reportErrors.recommendation}
                controlClassName="mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900"
              >
                <option value="">{t(m.notDecidedYet)}</option>
                {recommendationValues.map((v) => (
                  <option key={v} value={v}>
                    {t(recommendationMessages[v])}
                  </option>
                ))}
              </SelectField>
              <TextAreaField
                id="recommendationNotes"
                label={t(m.recommendationNotes)}
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
                {t(busy("report") ? m.saving : m.save)}
              </button>
              {audit.can.changeStatus.includes("completed") ? (
                <button
                  type="submit"
                  name="intent"
                  value="complete"
                  disabled={busy("report") || busy("complete")}
                  className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  {t(busy("complete") ? m.completing : m.complete)}
                </button>
              ) : null}
            </div>
          </Form>
          <PhotoForms
            auditId={audit.id}
            numbers={report.findings.map((f) => f.number)}
            uploader={uploader}
          />
        </>
      ) : (
        <div className="mt-3 space-y-4">
          <dl className="divide-y divide-slate-100">
            {report.findings.map((f) => (
              <div key={f.number} className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm font-medium text-slate-900">
                  {t(m.standardTitle, { number: f.number, title: f.title })}
                  {f.version ? (
                    <span className="ml-1 text-xs font-normal text-slate-600">
                      {t(m.version, { version: f.version })}
                    </span>
                  ) : null}
                </dt>
                <dd className="text-slate-900 sm:col-span-2">
                  <span className="font-semibold">
                    {t(f.finding ? findingMessages[f.finding] : m.notRecorded)}
                  </span>
                  {f.notes ? <span className="block text-sm text-slate-700">{f.notes}</span> : null}
                  <PhotoThumbs
                    auditId={audit.id}
                    number={f.number}
                    title={f.title}
                    photos={f.photos}
                    deletable={false}
                  />
                </dd>
              </div>
            ))}
          </dl>
          {report.standardsVersion ? (
            <p className="text-sm text-slate-700">
              <FormattedMessage
                {...m.auditedAgainst}
                values={{ version: report.standardsVersion }}
              />
            </p>
          ) : null}
          <p className="text-slate-900">
            <FormattedMessage
              {...m.recommendationLine}
              values={{
                b: bold,
                recommendation: t(
                  report.recommendation
                    ? recommendationMessages[report.recommendation]
                    : m.notDecided,
                ),
              }}
            />
          </p>
          {report.recommendationNotes ? (
            <p className="text-sm text-slate-700">{report.recommendationNotes}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}
