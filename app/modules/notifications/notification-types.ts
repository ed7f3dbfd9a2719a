import { defineMessages } from "~/lib/i18n/messages";
/** SPEC §3 notification types. */
export const notificationTypes = [
  "application_status",
  "inspection_scheduled",
  "inspection_completed",
  "inspection_cancelled",
  "certificate_issued",
  "certificate_expiring",
  "payment_received",
  "audit_fee_paid_admin_alert",
  "certificate_status_change",
  "standard_proposal_status",
  "standard_vote_required",
  "new_application_submitted",
  "new_user_registered",
  "new_standard_proposal",
  /** A standard the business was audited against changed (decision 059). */
  "standard_changed",
  "complaint_received",
  "complaint_update",
  "appeal_status",
  "appeal_vote_required",
  "suspension_review_due",
  /** A corrective action opened, answered, accepted or returned (issue 37). */
  "corrective_action",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Plain names of the types, for the notifications page's filter. */
export const notificationTypeLabels: Record<NotificationType, string> = {
  application_status: "Application status",
  inspection_scheduled: "Audit scheduled",
  inspection_completed: "Audit completed",
  inspection_cancelled: "Audit cancelled",
  certificate_issued: "Certificate issued",
  certificate_expiring: "Certificate expiring",
  payment_received: "Payment received",
  audit_fee_paid_admin_alert: "Audit fee paid",
  certificate_status_change: "Certificate status",
  standard_proposal_status: "Proposal status",
  standard_vote_required: "Vote required",
  new_application_submitted: "New application",
  new_user_registered: "New user",
  new_standard_proposal: "New proposal",
  standard_changed: "Standard changed",
  complaint_received: "New concern",
  complaint_update: "Concern",
  appeal_status: "Appeal",
  appeal_vote_required: "Appeal vote needed",
  suspension_review_due: "Suspension review due",
  corrective_action: "Corrective action",
};

/** The notifications page's read filter ("" in the URL means all). */
export const notificationReadFilters = ["unread", "read"] as const;
export type NotificationReadFilter = (typeof notificationReadFilters)[number];

/** SPEC §7 notifications: default fetch limit. */
export const NOTIFICATION_FETCH_LIMIT = 20;

/** Refusal texts of the notification services (not in SPEC §8; ours). */
export const notificationErrorMessages = defineMessages({
  notFound: { id: "notifications.error.notFound", defaultMessage: "Notification not found" },
  forbidden: {
    id: "notifications.error.forbidden",
    defaultMessage: "You do not have permission to change this notification",
  },
  actionFailed: {
    id: "notifications.error.actionFailed",
    defaultMessage: "Could not update the notification. Please try again.",
  },
  signedOut: {
    id: "notifications.error.signedOut",
    defaultMessage: "You are signed out. Log in again to change your notifications.",
  },
  noneSelected: {
    id: "notifications.error.noneSelected",
    defaultMessage: "Choose at least one notification.",
  },
  unknown: { id: "notifications.error.unknown", defaultMessage: "Unknown notification" },
});

export const notificationMessages = {
  notFound: notificationErrorMessages.notFound.defaultMessage,
  forbidden: notificationErrorMessages.forbidden.defaultMessage,
  actionFailed: notificationErrorMessages.actionFailed.defaultMessage,
  signedOut: notificationErrorMessages.signedOut.defaultMessage,
  noneSelected: notificationErrorMessages.noneSelected.defaultMessage,
};
