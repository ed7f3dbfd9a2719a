import { readFormData } from "~/lib/form-data.server";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormMessage, SubmitButton, TextAreaField } from "~/components/form";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { loadVisibleApplication } from "~/modules/applications/application-access.server";
import { applicationMessages, FEEDBACK_MAX } from "~/modules/applications/application-messages";
import { fromApplicationColumns } from "~/modules/applications/application-schema";
import {
  applicationStatusLabels,
  canEditApplication,
  canTransition,
  isApplicationStatus,
  nextStatuses,
  type ApplicationStatus,
  type PaymentStatus,
} from "~/modules/applications/application-status";
import { changeApplicationStatus } from "~/modules/applications/change-application-status.server";
import { timelineOf } from "~/modules/applications/get-application-timeline.server";
import { withCardPaymentAvailability } from "~/modules/payments/card-payment-availability.server";
import { applicantNextStep } from "~/modules/applications/next-step";
import { submitApplication } from "~/modules/applications/submit-application.server";
import {
  formatDate,
  formatDateTime,
  PaymentBadge,
  StatusBadge,
} from "~/modules/applications/ui/status-badge";
import { requireUser } from "~/modules/auth/session.server";
import { certificateMessages } from "~/modules/certificates/certificate-messages";
import {
  certificateViewPath,
  formatCertificateDate,
} from "~/modules/certificates/certificate-rules";
import { findApplicationCertificate } from "~/modules/certificates/find-application-certificate.server";
import { generateCertificate } from "~/modules/certificates/generate-certificate.server";
import { CertificateStatusBadge } from "~/modules/certificates/ui/certificate-status-badge";
import { mayGetAuditNow } from "~/modules/audits/audit-rules";
import { listAudits } from "~/modules/audits/list-audits.server";
import { listScheduleOptions } from "~/modules/audits/list-schedule-options.server";
import { scheduleAudit } from "~/modules/audits/schedule-audit.server";
import { ApplicationAuditsPanel } from "~/modules/audits/ui/application-audits-panel";
import {
  SCHEDULE_AUDIT_INTENT,
  ScheduleAuditForm,
  type ScheduleAuditResult,
} from "~/modules/audits/ui/schedule-audit-form";
import { listDocumentDeletions } from "~/modules/documents/list-document-deletions.server";
import { listDocuments } from "~/modules/documents/list-documents.server";
import { ApplicationTimeline } from "~/modules/applications/ui/application-timeline";
import { DocumentsPanel } from "~/modules/documents/ui/documents-panel";
import { paymentsPanelOf } from "~/modules/payments/load-payments-panel.server";
import { PaymentsPanel } from "~/modules/payments/ui/payments-panel";
import { can, scopeFor } from "~/modules/permissions/policy";
import type { Route } from "./+types/detail";

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.application.businessName;
  return [{ title: `${name ?? "Application"} | ${siteName}` }];
}

const notices: Record<string, string> = {
  saved: "Your application is saved.",
  "audit-scheduled": "The audit is scheduled. The applicant and the examiner have been notified.",
  submitted: "Your application is submitted. We have e-mailed a confirmation to the contact.",
  "renewal-created":
    "Your renewal is started. Pay the renewal audit fee of 450.00 USD to send it for review; we have e-mailed you the next steps.",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const db = getDb();
  try {
    // The application and its policy resource once; then its parts in parallel.
    const visible = await loadVisibleApplication(db, session, params.id);
    const { application: row, resource } = visible;
    const canScheduleAudits = can(session, "audit.schedule");
    const [timeline, documentDeletions, documents, payments, certificate, audits, scheduleOptions] =
      await Promise.all([
        timelineOf(db, visible),
        listDocumentDeletions(db, visible),
        listDocuments(db, session, { applicationId: row.id, pageSize: 200 }),
        paymentsPanelOf(db, session, row),
        findApplicationCertificate(db, session, row),
        // The viewer's scope: an examiner sees only the audits assigned to them.
        listAudits(db, session, { applicationId: row.id }),
        canScheduleAudits ? listScheduleOptions(db, session, { withApplications: false }) : null,
      ]);
    const status = row.status as ApplicationStatus;
    const paymentStatus = row.paymentStatus as PaymentStatus;
    const isOwner = row.applicantId === session.user.id;
    /** The business's own view (My Applications), not a reviewer's. */
    const ownView = scopeFor(session, "applications").kind === "own";
    const notice = new URL(request.url).searchParams.get("notice");
    return {
      application: {
        id: row.id,
        status,
        paymentStatus,
        reviewFeedback: row.reviewFeedback,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        submittedAt: row.submittedAt?.toISOString() ?? null,
        ...fromApplicationColumns(row),
      },
      timeline,
      documentDeletions,
      audits,
      /** For those who may schedule: the form's choices; `application` is null when it cannot get an audit now. */
      schedule: scheduleOptions
        ? {
            options: scheduleOptions,
            application: mayGetAuditNow(row, audits)
              ? { id: row.id, label: row.businessName }
              : null,
          }
        : null,
      documents: documents.rows,
      canUploadDocuments: can(session, "document.upload", resource),
      payments,
      certificate,
      canEdit: canEditApplication(session, resource),
      canSubmit: canTransition(session, resource, "submitted"),
      /** The status-change form for staff and examiners (submitting has its own button). */
      targets: nextStatuses(session, resource).filter((s) => s !== "submitted"),
      nextStep:
        ownView || isOwner
          ? withCardPaymentAvailability(
              applicantNextStep({
                id: row.id,
                status,
                paymentStatus,
                renewal: Boolean(row.metadata?.renewal_type),
                // An open renewal's own steps come first, not its certificate's expiry.
                certificate:
                  row.certificateId && row.status !== "certified" ? null : certificate.certificate,
              }),
            )
          : null,
      isApplicantView: ownView,
      notice: notice ? (notices[notice] ?? null) : null,
    };
  } catch (error) {
    throwLoaderError(error, applicationMessages.fetchDetailFailed, "load application");
  }
}

type ActionResult =
  | (ScheduleAuditResult & { intent: typeof SCHEDULE_AUDIT_INTENT })
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> }
  | { ok: false; confirmReject: true; feedback: string; message?: undefined };

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const db = getDb();
  if (intent === "generate-certificate") {
    try {
      const { certificate, created } = await generateCertificate(db, session, params.id);
      return redirect(
        `${certificateViewPath(certificate.id)}?notice=${created ? "generated" : "existing"}`,
      );
    } catch (error) {
      const failure = actionFailure(
        error,
        certificateMessages.generateFailed,
        "generate certificate",
      );
      return data<ActionResult>(
        { ok: false, message: failure.message, fieldErrors: failure.fieldErrors },
        { status: failure.status },
      );
    }
  }
  if (intent === SCHEDULE_AUDIT_INTENT) {
    // The audits page's form and service, for this application.
    const values = {
      applicationId: params.id,
      examinerId: String(form.get("examinerId") ?? ""),
      date: String(form.get("date") ?? ""),
      time: String(form.get("time") ?? ""),
      timeZone: String(form.get("timeZone") ?? ""),
    };
    try {
      await scheduleAudit(db, session, values);
      return redirect(`/dashboard/applications/${params.id}?notice=audit-scheduled#audits`, 303);
    } catch (error) {
      const failure = actionFailure(error, "Failed to schedule the audit", "schedule audit");
      return data<ActionResult>(
        {
          intent: SCHEDULE_AUDIT_INTENT,
          ok: false,
          message: failure.message,
          fieldErrors: failure.fieldErrors,
          values,
        },
        { status: failure.status },
      );
    }
  }
  if (intent === "submit") {
    try {
      await submitApplication(db, session, params.id);
      return { ok: true, message: notices.submitted! } satisfies ActionResult;
    } catch (error) {
      const failure = actionFailure(error, applicationMessages.updateFailed, "submit application");
      return data<ActionResult>(
        { ok: false, message: failure.message, fieldErrors: failure.fieldErrors },
        { status: failure.status },
      );
    }
  }
  const status = String(form.get("status") ?? "");
  const feedback = String(form.get("feedback") ?? "");
  // Rejecting asks for a confirmation first (a second post with confirmReject=yes).
  if (status === "rejected" && form.get("confirmReject") !== "yes") {
    return { ok: false, confirmReject: true, feedback } satisfies ActionResult;
  }
  try {
    const updated = await changeApplicationStatus(db, session, params.id, { status, feedback });
    const label = isApplicationStatus(updated.status)
      ? applicationStatusLabels[updated.status]
      : updated.status;
    return {
      ok: true,
      message: `Status changed to ${label}. The applicant has been notified.`,
    } satisfies ActionResult;
  } catch (error) {
    const failure = actionFailure(
      error,
      applicationMessages.statusFailed,
      "change application status",
    );
    return data<ActionResult>(
      { ok: false, message: failure.message, fieldErrors: failure.fieldErrors },
      { status: failure.status },
    );
  }
}

function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children || "—"}</dd>
    </>
  );
}

function StatusChangeForm({
  applicationId,
  targets,
  actionData,
}: {
  applicationId: string;
  targets: ApplicationStatus[];
  actionData: ActionResult | undefined;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "status";
  const confirming = actionData && "confirmReject" in actionData;
  const fieldErrors = actionData && "fieldErrors" in actionData ? actionData.fieldErrors : {};
  if (confirming) {
    return (
      <div
        role="alertdialog"
        aria-labelledby="confirm-reject-h"
        aria-describedby="confirm-reject-text"
        className="space-y-4 rounded-md border border-red-300 bg-red-50 p-4"
      >
        <h3 id="confirm-reject-h" className="font-semibold text-red-900">
          Reject this application?
        </h3>
        <p id="confirm-reject-text" className="text-sm text-red-900">
          The applicant will be e-mailed and notified that the application was rejected
          {actionData.feedback ? ", with your feedback" : ""}. They can then edit it and submit it
          again.
        </p>
        {actionData.feedback ? (
          <blockquote className="border-l-4 border-red-300 pl-3 text-sm whitespace-pre-wrap text-slate-900">
            {actionData.feedback}
          </blockquote>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Form noValidate method="post" preventScrollReset>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="status" value="rejected" />
            <input type="hidden" name="feedback" value={actionData.feedback} />
            <input type="hidden" name="confirmReject" value="yes" />
            <button
              type="submit"
              disabled={pending}
              autoFocus
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {pending ? "Rejecting…" : "Yes, reject application"}
            </button>
          </Form>
          <Link
            to={`/dashboard/applications/${applicationId}`}
            preventScrollReset
            className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Cancel
          </Link>
        </div>
      </div>
    );
  }
  return (
    <Form noValidate method="post" className="space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <div>
        <label htmlFor="field-status" className="block text-sm font-medium text-slate-800">
          New status
        </label>
        <select
          id="field-status"
          name="status"
          required
          defaultValue=""
          aria-invalid={fieldErrors.status ? true : undefined}
          aria-describedby={fieldErrors.status ? "field-status-error" : undefined}
          className="mt-1 block w-full max-w-sm rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
        >
          <option value="" disabled>
            Choose the next status
          </option>
          {targets.map((s) => (
            <option key={s} value={s}>
              {applicationStatusLabels[s]}
            </option>
          ))}
        </select>
        {fieldErrors.status ? (
          <p id="field-status-error" className="mt-1 text-sm text-red-700">
            {fieldErrors.status}
          </p>
        ) : null}
      </div>
      <TextAreaField
        label="Feedback for the applicant (optional)"
        name="feedback"
        rows={4}
        maxLength={FEEDBACK_MAX}
        error={fieldErrors.feedback}
        placeholder="What the applicant should know or do next. It is shown on the application and included in the e-mail."
      />
      <SubmitButton pending={pending} pendingLabel="Updating…">
        Update status
      </SubmitButton>
    </Form>
  );
}

export default function ApplicationDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { application: a, timeline, canEdit, canSubmit, targets, nextStep, notice } = loaderData;
  const { documents, canUploadDocuments: canUpload, payments, certificate } = loaderData;
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  const result = actionData as ActionResult | undefined;
  const scheduleResult = result && "intent" in result ? result : undefined;
  const resultMessage = result && result.message && !scheduleResult ? result : null;
  const address = [a.street, [a.city, a.region].filter(Boolean).join(", "), a.postalCode, a.country]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/applications" className="text-brand-800 underline">
            ← Applications
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-slate-900">{a.businessName}</h1>
            <StatusBadge status={a.status} />
            {a.status === "draft" ? null : <PaymentBadge status={a.paymentStatus} />}
          </div>
          {canEdit ? (
            <Link
              to={`/dashboard/applications/${a.id}/edit`}
              className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Edit application
            </Link>
          ) : null}
        </div>
      </div>

      {notice && !resultMessage ? <FormMessage kind="success">{notice}</FormMessage> : null}
      {resultMessage ? (
        <FormMessage kind={resultMessage.ok ? "success" : "error"}>
          {resultMessage.message}
          {!resultMessage.ok &&
          "fieldErrors" in resultMessage &&
          Object.keys(resultMessage.fieldErrors).length > 0 &&
          canEdit ? (
            <>
              {" "}
              <Link to={`/dashboard/applications/${a.id}/edit`} className="underline">
                Complete the application
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
          Next step{nextStep ? `: ${nextStep.title}` : ""}
        </h2>
        {nextStep ? (
          <div className="mt-2 space-y-3">
            <p className="text-slate-800">{nextStep.text}</p>
            <div className="flex flex-wrap gap-3">
              {canSubmit ? (
                <Form noValidate method="post">
                  <input type="hidden" name="intent" value="submit" />
                  <SubmitButton pending={submitting} pendingLabel="Submitting…">
                    {a.status === "rejected" ? "Resubmit application" : "Submit application"}
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
              Move this application on. The applicant receives an e-mail and a notification with
              your feedback.
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
            No status change is open to your role while the application is{" "}
            {applicationStatusLabels[a.status].toLowerCase()}.
          </p>
        ) : null}
      </section>

      {certificate.certificate || certificate.canGenerate ? (
        <section
          aria-labelledby="certificate-h"
          className="rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id="certificate-h" className="text-lg font-semibold text-slate-900">
            Certificate
          </h2>
          {certificate.certificate ? (
            <p className="mt-2 flex flex-wrap items-center gap-3 text-slate-900">
              <Link
                to={certificateViewPath(certificate.certificate.id)}
                className="font-medium text-brand-800 underline"
              >
                Certificate {certificate.certificate.certificateNumber}
              </Link>
              <CertificateStatusBadge status={certificate.certificate.status} />
              <span className="text-sm text-slate-700">
                {certificate.certificate.status === "revoked" && certificate.certificate.revokedAt
                  ? `Revoked on ${formatCertificateDate(new Date(certificate.certificate.revokedAt))}`
                  : `${certificate.certificate.status === "expired" ? "Expired on" : "Valid until"} ${formatCertificateDate(new Date(certificate.certificate.expiryDate))}`}
              </span>
            </p>
          ) : (
            <Form noValidate method="post" className="mt-2 space-y-3">
              <p className="text-sm text-slate-800">
                The application is approved and the membership fee is paid: the certificate can be
                issued.
              </p>
              <input type="hidden" name="intent" value="generate-certificate" />
              <SubmitButton
                pending={
                  navigation.state !== "idle" &&
                  navigation.formData?.get("intent") === "generate-certificate"
                }
                pendingLabel="Generating…"
              >
                Generate certificate
              </SubmitButton>
            </Form>
          )}
        </section>
      ) : null}

      {a.reviewFeedback ? (
        <section
          aria-labelledby="feedback-h"
          className="rounded-lg border border-amber-300 bg-amber-50 p-5"
        >
          <h2 id="feedback-h" className="text-lg font-semibold text-slate-900">
            Review feedback
          </h2>
          <p className="mt-2 whitespace-pre-wrap text-slate-900" data-testid="review-feedback">
            {a.reviewFeedback}
          </p>
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="details-h"
          className="rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id="details-h" className="text-lg font-semibold text-slate-900">
            Business and contact
          </h2>
          <dl className="mt-3 grid gap-x-3 gap-y-2 text-sm sm:grid-cols-3">
            <DetailRow label="Business name">{a.businessName}</DetailRow>
            <DetailRow label="Address">{address}</DetailRow>
            <DetailRow label="Contact">{a.contactName}</DetailRow>
            <DetailRow label="E-mail">
              {a.contactEmail ? (
                <a href={`mailto:${a.contactEmail}`} className="text-brand-800 underline">
                  {a.contactEmail}
                </a>
              ) : null}
            </DetailRow>
            <DetailRow label="Phone">{a.contactPhone}</DetailRow>
            <DetailRow label="Services offered">
              {a.servicesOffered.length > 0 ? (
                <ul className="list-inside list-disc">
                  {a.servicesOffered.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              ) : null}
            </DetailRow>
            <DetailRow label="Service area">
              {a.serviceArea ? <span className="whitespace-pre-wrap">{a.serviceArea}</span> : null}
            </DetailRow>
            <DetailRow label="Created">{formatDate(a.createdAt)}</DetailRow>
            <DetailRow label="Submitted">
              {a.submittedAt ? formatDate(a.submittedAt) : null}
            </DetailRow>
            <DetailRow label="Last change">{formatDateTime(a.updatedAt)}</DetailRow>
          </dl>
        </section>

        <ApplicationTimeline timeline={timeline} deletions={loaderData.documentDeletions} />
      </div>

      <ApplicationAuditsPanel audits={loaderData.audits}>
        {loaderData.schedule ? (
          <ScheduleAuditForm
            options={loaderData.schedule.options}
            application={loaderData.schedule.application}
            result={scheduleResult}
            headingLevel={3}
          />
        ) : null}
      </ApplicationAuditsPanel>

      <div className="rounded-lg border border-slate-200 bg-white p-5">
        <DocumentsPanel applicationId={a.id} documents={documents} canUpload={canUpload} />
      </div>

      <PaymentsPanel {...payments} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
