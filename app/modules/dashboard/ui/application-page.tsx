import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage, SubmitButton, TextAreaField } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocale } from "~/lib/i18n/use-locale";
import {
  ApplicationTimeline,
  applicationStatusMessages,
  FEEDBACK_MAX,
  PaymentBadge,
  RequiredDocumentsChecklist,
  StatusBadge,
} from "~/modules/applications";
import {
  ApplicationAuditsPanel,
  SCHEDULE_AUDIT_INTENT,
  ScheduleAuditForm,
  type ScheduleAuditResult,
} from "~/modules/audits";
import { CorrectiveActionsPanel } from "~/modules/corrective-actions";
import { DocumentsPanel } from "~/modules/documents";
import { PaymentsPanel } from "~/modules/payments";
import type { ApplicationPageData as Page } from "../get-application-page.server";
import { ApplicationCertificateSection, ApplicationDetailsSection } from "./application-sections";
import { StatusChangeForm, type ApplicationPageResult } from "./status-change-form";

const m = defineMessages({
  applications: { id: "dashboard.application.backToList", defaultMessage: "← Applications" },
  edit: { id: "dashboard.application.edit", defaultMessage: "Edit application" },
  correctArea: {
    id: "dashboard.application.correctServiceArea",
    defaultMessage: "Correct service area",
  },
  uploadMissing: {
    id: "dashboard.application.uploadMissing",
    defaultMessage: "Upload the missing documents",
  },
  complete: { id: "dashboard.application.complete", defaultMessage: "Complete the application" },
  nextStep: { id: "dashboard.application.nextStep", defaultMessage: "Next step" },
  nextStepTitle: {
    id: "dashboard.application.nextStepTitle",
    defaultMessage: "Next step: {title}",
  },
  reason: {
    id: "dashboard.application.submitReason",
    defaultMessage: "Reason for submitting without the required documents",
  },
  submitting: { id: "dashboard.application.submitting", defaultMessage: "Submitting…" },
  resubmit: { id: "dashboard.application.resubmit", defaultMessage: "Resubmit application" },
  submit: { id: "dashboard.application.submit", defaultMessage: "Submit application" },
  moveOn: {
    id: "dashboard.application.moveOn",
    defaultMessage:
      "Move this application on. The applicant receives an e-mail and a notification with your feedback.",
  },
  noChange: {
    id: "dashboard.application.noStatusChange",
    defaultMessage: "No status change is open to your role while the application is {status}.",
  },
  appeal: { id: "dashboard.application.appeal", defaultMessage: "Appeal this decision" },
  feedback: { id: "dashboard.application.feedback", defaultMessage: "Review feedback" },
});

/** /dashboard/applications/:id: one application, its next step and everything attached to it. */
export function ApplicationPage({
  page,
  result,
  appealPath = null,
}: {
  page: Page;
  result: ApplicationPageResult | undefined;
  /** The business's "Appeal this decision" link for a rejection (decision 057), set by the route. */
  appealPath?: string | null;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { application: a, timeline, canEdit, canSubmit, targets, nextStep, notice } = page;
  const { documents, canUploadDocuments: canUpload, payments, certificate } = page;
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  const scheduleResult: ScheduleAuditResult | undefined =
    result && "fieldErrors" in result && result.intent === SCHEDULE_AUDIT_INTENT
      ? result
      : undefined;
  const answered = result && result.message && !scheduleResult ? result : null;
  const resultFieldErrors: Record<string, string> =
    answered && !answered.ok && "fieldErrors" in answered ? answered.fieldErrors : {};
  /** The refusal names missing documents (issue 19): link to the upload form. */
  const documentsRefused = Boolean(resultFieldErrors.documents);
  // Once the documents it named are uploaded, that refusal no longer applies.
  const resultMessage =
    documentsRefused && nextStep?.checklist?.every((c) => c.uploaded) ? null : answered;
  const formFieldsRefused = Object.keys(resultFieldErrors).some(
    (k) => k !== "documents" && k !== "reason",
  );
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/applications" className="text-brand-800 underline">
            <FormattedMessage {...m.applications} />
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-slate-900">{a.businessName}</h1>
            {/* The same standing the lists show (applicationStanding, decision 050): a certified application whose certificate is not in force, or an approved one whose certificate was revoked, shows the accreditation state. */}
            <span data-testid="application-standing">
              <StatusBadge status={a.status} accreditation={page.accreditation.kind} />
            </span>
            {a.status === "draft" ? null : <PaymentBadge status={a.paymentStatus} />}
          </div>
          <div className="flex flex-wrap gap-2">
            {canEdit ? (
              <Link
                to={`/dashboard/applications/${a.id}/edit`}
                className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                <FormattedMessage {...m.edit} />
              </Link>
            ) : null}
            {page.canCorrectServiceArea ? (
              <Link
                to={`/dashboard/applications/${a.id}/service-area`}
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                <FormattedMessage {...m.correctArea} />
              </Link>
            ) : null}
          </div>
        </div>
      </div>

      {notice && !resultMessage ? <FormMessage kind="success">{notice}</FormMessage> : null}
      {resultMessage ? (
        <FormMessage kind={resultMessage.ok ? "success" : "error"}>
          {resultMessage.message}
          {documentsRefused && canUpload ? (
            <>
              {" "}
              <a href="#documents" className="underline">
                <FormattedMessage {...m.uploadMissing} />
              </a>
            </>
          ) : null}
          {formFieldsRefused && canEdit ? (
            <>
              {" "}
              <Link to={`/dashboard/applications/${a.id}/edit`} className="underline">
                <FormattedMessage {...m.complete} />
              </Link>
            </>
          ) : null}
        </FormMessage>
      ) : null}

      <section
        aria-labelledby="next-step-h"
        className={
          nextStep?.tone === "alert"
            ? "rounded-lg border border-red-300 bg-red-50 p-5"
            : "rounded-lg border border-brand-200 bg-brand-50 p-5"
        }
        data-testid="next-step"
      >
        <h2 id="next-step-h" className="text-lg font-semibold text-slate-900">
          {nextStep ? (
            <FormattedMessage {...m.nextStepTitle} values={{ title: nextStep.title }} />
          ) : (
            <FormattedMessage {...m.nextStep} />
          )}
        </h2>
        {nextStep ? (
          <div className="mt-2 space-y-3">
            <p className="text-slate-800">{nextStep.text}</p>
            {nextStep.checklist ? (
              <RequiredDocumentsChecklist
                id="required-documents"
                checklist={nextStep.checklist}
                uploadTo="#documents"
              />
            ) : null}
            <div className="flex flex-wrap items-end gap-3">
              {canSubmit ? (
                <Form noValidate method="post" className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="intent" value="submit" />
                  {page.submitNeedsReason ? (
                    <TextAreaField
                      label={intl.formatMessage(m.reason)}
                      name="reason"
                      rows={2}
                      maxLength={FEEDBACK_MAX}
                      required
                      error={resultFieldErrors.reason}
                      className="w-full sm:w-96"
                    />
                  ) : null}
                  <SubmitButton
                    pending={submitting}
                    pendingLabel={intl.formatMessage(m.submitting)}
                  >
                    {intl.formatMessage(a.status === "rejected" ? m.resubmit : m.submit)}
                  </SubmitButton>
                </Form>
              ) : null}
              {nextStep.action ? (
                <Link
                  to={nextStep.action.to}
                  className={
                    canSubmit
                      ? "rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                      : "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                  }
                >
                  {nextStep.action.label}
                </Link>
              ) : null}
            </div>
          </div>
        ) : null}
        {targets.length > 0 ? (
          <div className="mt-3">
            <p className="mb-3 text-sm text-slate-800">
              <FormattedMessage {...m.moveOn} />
            </p>
            <StatusChangeForm
              // A fresh form (no stale choice or feedback) after each change.
              key={`${a.status}-${timeline.length}`}
              applicationId={a.id}
              targets={targets}
              actionData={scheduleResult ? undefined : result}
            />
          </div>
        ) : !nextStep ? (
          <p className="mt-2 text-slate-800">
            <FormattedMessage
              {...m.noChange}
              values={{
                status: intl
                  .formatMessage(applicationStatusMessages[a.status])
                  .toLocaleLowerCase(locale),
              }}
            />
          </p>
        ) : null}
      </section>

      <ApplicationCertificateSection certificate={certificate} accreditation={page.accreditation} />

      {appealPath ? (
        <p>
          <Link
            to={appealPath}
            className="inline-block rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <FormattedMessage {...m.appeal} />
          </Link>
        </p>
      ) : null}

      {a.reviewFeedback ? (
        <section
          aria-labelledby="feedback-h"
          className="rounded-lg border border-amber-300 bg-amber-50 p-5"
        >
          <h2 id="feedback-h" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.feedback} />
          </h2>
          <p className="mt-2 whitespace-pre-wrap text-slate-900" data-testid="review-feedback">
            {a.reviewFeedback}
          </p>
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <ApplicationDetailsSection application={a} />
        <ApplicationTimeline timeline={timeline} deletions={page.documentDeletions} />
      </div>

      <ApplicationAuditsPanel audits={page.audits}>
        {page.schedule ? (
          <ScheduleAuditForm
            options={page.schedule.options}
            application={page.schedule.application}
            result={scheduleResult}
            notice={page.scheduleNotice}
            headingLevel={3}
          />
        ) : null}
      </ApplicationAuditsPanel>

      <CorrectiveActionsPanel actions={page.correctiveActions} applicationId={a.id} />

      <div className="rounded-lg border border-slate-200 bg-white p-5">
        <DocumentsPanel applicationId={a.id} documents={documents} canUpload={canUpload} />
      </div>

      <PaymentsPanel {...payments} />
    </div>
  );
}
