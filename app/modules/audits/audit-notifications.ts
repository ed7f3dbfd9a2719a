import { defineMessages } from "~/lib/i18n/messages";

/**
 * The audits module's notifications (issue 36): stored as these messages and
 * their values, written in each reader's language when read.
 */
export const auditNotificationMessages = defineMessages({
  /** Lines of the application's timeline (shown in the reader's language). */
  timelineCancelled: {
    id: "audits.timeline.cancelled",
    defaultMessage: "The audit was cancelled.",
  },
  timelineDeleted: { id: "audits.timeline.deleted", defaultMessage: "The audit was deleted." },
  scheduled: {
    id: "audits.notification.scheduled",
    defaultMessage: "Audit scheduled for {businessName} on {date} at {time} with {examinerName}",
  },
  rescheduled: {
    id: "audits.notification.rescheduled",
    defaultMessage: "Audit rescheduled for {businessName} on {date} at {time} with {examinerName}",
  },
  cancelled: {
    id: "audits.notification.cancelled",
    defaultMessage: "The audit of {businessName} on {date} at {time} was cancelled",
  },
  completed: {
    id: "audits.notification.completed",
    defaultMessage: "The audit of {businessName} is complete; the report goes to the review panel.",
  },
  completedForReviewers: {
    id: "audits.notification.completedForReviewers",
    defaultMessage: "Audit completed for {businessName}: the report is ready for review.",
  },
});
