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
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** SPEC §7 notifications: default fetch limit. */
export const NOTIFICATION_FETCH_LIMIT = 20;

/** Refusal texts of the notification services (not in SPEC §8; ours). */
export const notificationMessages = {
  notFound: "Notification not found",
  forbidden: "You do not have permission to change this notification",
  actionFailed: "Could not update the notification. Please try again.",
} as const;
