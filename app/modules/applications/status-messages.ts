import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { ApplicationStatus } from "./application-status";

/**
 * SPEC §4/§7: a status change e-mails the contact a message per status. One
 * distinct sentence for each of the 11 statuses, telling what happened and
 * what comes next; the e-mail writes it in the recipient's language (issue 36).
 */
export const statusEmailMessages: Record<ApplicationStatus, EnglishMessage> = defineMessages({
  draft: {
    id: "email.applicationStatus.message.draft",
    defaultMessage:
      "Your application is saved as a draft. Complete every section and submit it when you are ready; nothing is reviewed until then.",
  },
  submitted: {
    id: "email.applicationStatus.message.submitted",
    defaultMessage:
      "We have received your application. The next step is the audit fee: once it is paid, our committee starts the review.",
  },
  "under-review": {
    id: "email.applicationStatus.message.underReview",
    defaultMessage:
      "Our committee is now reviewing your application and documents. We will contact you if anything is missing.",
  },
  "payment-pending": {
    id: "email.applicationStatus.message.paymentPending",
    defaultMessage:
      "Your application is waiting for a payment. Please pay the outstanding fee from your application page so the process can continue.",
  },
  "inspection-scheduled": {
    id: "email.applicationStatus.message.inspectionScheduled",
    defaultMessage:
      "Your on-site audit has been scheduled. Please have your equipment, records and procedures available for the examiner.",
  },
  "inspection-completed": {
    id: "email.applicationStatus.message.inspectionCompleted",
    defaultMessage:
      "Your on-site audit is complete. The examiner's report is now being reviewed; no action is needed from you for now.",
  },
  "review-panel": {
    id: "email.applicationStatus.message.reviewPanel",
    defaultMessage:
      "Your application has gone to the review panel for a final decision. We will let you know the outcome.",
  },
  approved: {
    id: "email.applicationStatus.message.approved",
    defaultMessage:
      "Congratulations, your application has been approved! Pay the membership fee from your application page to receive your certificate.",
  },
  rejected: {
    id: "email.applicationStatus.message.rejected",
    defaultMessage:
      "Your application was not accepted in its current form. Please read the reviewer's feedback, update your application and submit it again.",
  },
  "audit-required": {
    id: "email.applicationStatus.message.auditRequired",
    defaultMessage:
      "A further audit is required before a decision can be made. We will contact you to arrange it.",
  },
  certified: {
    id: "email.applicationStatus.message.certified",
    defaultMessage:
      "Your business is now certified under the humane wildlife control standards. Your certificate is available in your dashboard.",
  },
});

/** The status as the e-mail names it (the labels of application-status.ts, in the recipient's language). */
export const statusEmailLabels: Record<ApplicationStatus, EnglishMessage> = defineMessages({
  draft: { id: "email.applicationStatus.label.draft", defaultMessage: "Draft" },
  submitted: { id: "email.applicationStatus.label.submitted", defaultMessage: "Submitted" },
  "under-review": {
    id: "email.applicationStatus.label.underReview",
    defaultMessage: "Under review",
  },
  "payment-pending": {
    id: "email.applicationStatus.label.paymentPending",
    defaultMessage: "Payment pending",
  },
  "inspection-scheduled": {
    id: "email.applicationStatus.label.inspectionScheduled",
    defaultMessage: "Audit scheduled",
  },
  "inspection-completed": {
    id: "email.applicationStatus.label.inspectionCompleted",
    defaultMessage: "Audit completed",
  },
  "review-panel": {
    id: "email.applicationStatus.label.reviewPanel",
    defaultMessage: "Review panel",
  },
  approved: { id: "email.applicationStatus.label.approved", defaultMessage: "Approved" },
  rejected: { id: "email.applicationStatus.label.rejected", defaultMessage: "Rejected" },
  "audit-required": {
    id: "email.applicationStatus.label.auditRequired",
    defaultMessage: "Audit required",
  },
  certified: { id: "email.applicationStatus.label.certified", defaultMessage: "Certified" },
});
