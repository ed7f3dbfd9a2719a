import { certifiedRefusal } from "~/domain/application-status";
import { requiredDocumentsChecklist } from "~/domain/document-types";
import { feeFor } from "~/domain/fees";
import type { Locale } from "~/domain/locale";
import type { Database } from "~/lib/db.server";
import { formatMoney } from "~/lib/format";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import {
  applicantNextStep,
  canEditApplication,
  canTransition,
  certifyingCertificate,
  fromApplicationColumns,
  loadVisibleApplication,
  nextStatuses,
  timelineOf,
  uploadedRequiredDocumentTypes,
  type ApplicationStatus,
  type PaymentStatus,
} from "~/modules/applications/index.server";
import { getAppealEntryPath } from "~/modules/appeals/index.server";
import { listRelatedCorrectiveActions } from "~/modules/corrective-actions/index.server";
import {
  findFollowUpScope,
  listAudits,
  listScheduleOptions,
  mayGetAuditNow,
} from "~/modules/audits/index.server";
import { findApplicationCertificate, getAccreditation } from "~/modules/certificates/index.server";
import { listDocumentDeletions, listDocuments } from "~/modules/documents/index.server";
import { paymentsPanelOf, withCardPaymentAvailability } from "~/modules/payments/index.server";
import { can, scopeFor, type Viewer } from "~/modules/permissions";

/** The success notices the application page shows after a redirect (`?notice=`), and its action's. */
export const applicationPageNoticeMessages: Record<string, EnglishMessage> = defineMessages({
  saved: { id: "dashboard.application.notice.saved", defaultMessage: "Your application is saved." },
  "audit-scheduled": {
    id: "dashboard.application.notice.auditScheduled",
    defaultMessage: "The audit is scheduled. The applicant and the examiner have been notified.",
  },
  "audit-required": {
    id: "dashboard.application.notice.auditRequired",
    defaultMessage:
      "Another audit is required. Schedule it below: while corrective actions are still open, it is a follow-up limited to their standards.",
  },
  submitted: {
    id: "dashboard.application.notice.submitted",
    defaultMessage:
      "Your application is submitted. We have e-mailed a confirmation to the contact.",
  },
  "renewal-created": {
    id: "dashboard.application.notice.renewalCreated",
    defaultMessage:
      "Your renewal is started. Pay the renewal audit fee of {amount} to send it for review; we have e-mailed you the next steps.",
  },
  "service-area": {
    id: "dashboard.application.notice.serviceArea",
    defaultMessage:
      "The service area is saved. The directory shows the business where it now works.",
  },
  statusChanged: {
    id: "dashboard.application.notice.statusChanged",
    defaultMessage: "Status changed to {status}. The applicant has been notified.",
  },
});

/** A `?notice=` in the reader's language (null for an unknown one). */
export function applicationPageNotice(notice: string, locale: Locale = "en"): string | null {
  if (notice === "statusChanged" || !Object.hasOwn(applicationPageNoticeMessages, notice)) {
    return null;
  }
  return intlFor(locale).formatMessage(applicationPageNoticeMessages[notice]!, {
    amount: formatMoney(feeFor("audit", true), locale),
  });
}

/** The notices in English (the action's `done`, translated at the edge). */
export const applicationPageNotices: Record<string, string> = Object.fromEntries(
  Object.entries(applicationPageNoticeMessages).map(([key, message]) => [
    key,
    message.defaultMessage,
  ]),
);

/**
 * Everything /dashboard/applications/:id shows, for this viewer: the
 * application (404 when hidden), its timeline, audits (with the schedule
 * form's choices for those who may schedule), documents, payments and
 * certificate, and what the viewer may do with it (the permissions module
 * decides).
 */
export async function getApplicationPage(
  db: Database,
  viewer: Viewer,
  applicationId: string,
  options: { notice?: string | null; locale?: Locale } = {},
) {
  // The application and its policy resource once; then its parts in parallel.
  const visible = await loadVisibleApplication(db, viewer, applicationId);
  const { application: row, resource } = visible;
  const canScheduleAudits = can(viewer, "audit.schedule");
  const [
    timeline,
    documentDeletions,
    documents,
    payments,
    certificate,
    audits,
    scheduleOptions,
    accreditation,
    uploadedTypes,
    appealPath,
    certifying,
    correctiveActions,
  ] = await Promise.all([
    timelineOf(db, visible, options.locale),
    listDocumentDeletions(db, visible),
    listDocuments(db, viewer, { applicationId: row.id, pageSize: 200 }),
    paymentsPanelOf(db, viewer, row),
    findApplicationCertificate(db, viewer, row),
    // The viewer's scope: an examiner sees only the audits assigned to them.
    listAudits(db, viewer, { applicationId: row.id }),
    canScheduleAudits
      ? listScheduleOptions(db, viewer, { withApplications: false, businessId: row.applicantId })
      : null,
    // Where the business stands (decision 050), from the certificate, never from the status.
    getAccreditation(db, { applicationId: row.id }),
    uploadedRequiredDocumentTypes(db, [row.id]),
    // "Appeal this decision" (decision 057) from the record read above.
    getAppealEntryPath(db, viewer, { application: row }),
    certifyingCertificate(db, row),
    // The application's corrective actions the viewer may see (issue 37).
    listRelatedCorrectiveActions(db, viewer, { applicationId: row.id }),
  ]);
  const status = row.status as ApplicationStatus;
  const paymentStatus = row.paymentStatus as PaymentStatus;
  const isOwner = row.applicantId === viewer.user.id;
  /** The business's own view (My Applications), not a reviewer's. */
  const ownView = scopeFor(viewer, "applications").kind === "own";
  const notice = options.notice;
  const locale = options.locale ?? "en";
  const canSubmit = canTransition(viewer, resource, "submitted");
  /** Before submitting: each required document uploaded or missing (issue 19). */
  const requiredDocuments =
    status === "draft" || status === "rejected"
      ? requiredDocumentsChecklist(uploadedTypes.get(row.id) ?? [])
      : null;
  const documentsMissing = requiredDocuments?.some((c) => !c.uploaded) ?? false;
  return {
    appealPath,
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
    correctiveActions,
    /** For those who may schedule: the form's choices; `application` is null when it cannot get an audit now. */
    schedule: scheduleOptions
      ? {
          options: scheduleOptions,
          application: mayGetAuditNow(row, audits)
            ? {
                id: row.id,
                label: row.businessName,
                // A follow-up of the latest audit while its corrective actions are open (issue 37).
                followUpStandards:
                  (await findFollowUpScope(db, row.id))?.scopeStandardNumbers ?? null,
              }
            : null,
        }
      : null,
    documents: documents.rows,
    canUploadDocuments: can(viewer, "document.upload", resource),
    payments,
    certificate,
    accreditation,
    canEdit: canEditApplication(viewer, resource),
    /** Staff correct where the business works (decision 054) from its application. */
    canCorrectServiceArea: row.status !== "draft" && can(viewer, "serviceArea.correct", resource),
    canSubmit,
    /** An administrator submitting on the business's behalf without every required document gives a reason. */
    submitNeedsReason:
      canSubmit && documentsMissing && can(viewer, "application.submitWithoutDocuments"),
    /** The status-change form for staff and examiners (submitting has its own button). */
    // Only moves that can succeed (issue 33): Certified only when the certificate is active
    // (decision 051); before that, generating the certificate (or paying the membership
    // fee, which generates it) is the one way there.
    targets: nextStatuses(viewer, resource).filter(
      (s) =>
        s !== "submitted" &&
        (s !== "certified" ||
          certifiedRefusal(certifying, {
            now: new Date(),
            renewalPending: Boolean(row.certificateId && !row.metadata?.renewal_completed_at),
          }) === null),
    ),
    nextStep:
      ownView || isOwner
        ? withCardPaymentAvailability(
            applicantNextStep(
              {
                id: row.id,
                status,
                paymentStatus,
                renewal: Boolean(row.metadata?.renewal_type),
                auditWaived: Boolean(row.metadata?.audit_waiver),
                ...(requiredDocuments ? { requiredDocuments } : {}),
                // An open renewal's own steps come first, not its certificate's expiry.
                accreditation:
                  row.certificateId && row.status !== "certified" ? null : accreditation,
              },
              locale,
            ),
            locale,
          )
        : null,
    isApplicantView: ownView,
    // "Another audit is required" is said beside the schedule form it leads to, so it is in view.
    notice:
      notice && !(notice === "audit-required" && scheduleOptions)
        ? applicationPageNotice(notice, locale)
        : null,
    scheduleNotice:
      notice === "audit-required" && scheduleOptions ? applicationPageNotice(notice, locale) : null,
  };
}

export type ApplicationPageData = Awaited<ReturnType<typeof getApplicationPage>>;
