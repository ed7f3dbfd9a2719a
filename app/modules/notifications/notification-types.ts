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
