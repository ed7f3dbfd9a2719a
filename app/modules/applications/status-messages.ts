import type { ApplicationStatus } from "./application-status";

/**
 * SPEC §4/§7: a status change e-mails the contact a message per status. One
 * distinct sentence for each of the 11 statuses, telling what happened and
 * what comes next.
 */
export const statusEmailMessages: Record<ApplicationStatus, string> = {
  draft:
    "Your application is saved as a draft. Complete every section and submit it when you are ready; nothing is reviewed until then.",
  submitted:
    "We have received your application. The next step is the audit fee: once it is paid, our committee starts the review.",
  "under-review":
    "Our committee is now reviewing your application and documents. We will contact you if anything is missing.",
  "payment-pending":
    "Your application is waiting for a payment. Please pay the outstanding fee from your application page so the process can continue.",
  "inspection-scheduled":
    "Your on-site audit has been scheduled. Please have your equipment, records and procedures available for the examiner.",
  "inspection-completed":
    "Your on-site audit is complete. The examiner's report is now being reviewed; no action is needed from you for now.",
  "review-panel":
    "Your application has gone to the review panel for a final decision. We will let you know the outcome.",
  approved:
    "Congratulations, your application has been approved! Pay the membership fee from your application page to receive your certificate.",
  rejected:
    "Your application was not accepted in its current form. Please read the reviewer's feedback, update your application and submit it again.",
  "audit-required":
    "A further audit is required before a decision can be made. We will contact you to arrange it.",
  certified:
    "Your business is now certified under the humane wildlife control standards. Your certificate is available in your dashboard.",
};

/** The in-app notification text for a status change. */
export function statusNotificationMessage(businessName: string, statusLabel: string): string {
  return `Your application for ${businessName} is now: ${statusLabel}`;
}

/** The staff notification text when an application is submitted. */
export function submittedNotificationMessage(businessName: string): string {
  return `New application submitted: ${businessName}`;
}
