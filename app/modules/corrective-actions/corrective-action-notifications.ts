import { defineMessages } from "~/lib/i18n/messages";

/**
 * The corrective actions' notifications (issue 37): stored as these messages
 * and their values, written in each reader's language when read.
 */
export const correctiveActionNotificationMessages = defineMessages({
  created: {
    id: "correctiveActions.notification.created",
    defaultMessage:
      "The audit of {businessName} found {count, plural, one {# non-conformity} other {# non-conformities}} to correct: standards {standards}. The first is due on {dueOn}.",
  },
  answered: {
    id: "correctiveActions.notification.answered",
    defaultMessage:
      "{businessName} answered the corrective action for standard {standardNumber}: it is ready to verify.",
  },
  accepted: {
    id: "correctiveActions.notification.accepted",
    defaultMessage: "The corrective action for standard {standardNumber} is accepted and closed.",
  },
  /** Lines of the application's timeline (shown in the reader's language). */
  timelineOpened: {
    id: "correctiveActions.timeline.opened",
    defaultMessage: "Corrective actions opened after the audit: {actions}.",
  },
  timelineOpenedItem: {
    id: "correctiveActions.timeline.openedItem",
    defaultMessage:
      "standard {standardNumber} ({severity, select, major {major} other {minor}}, due {dueOn})",
  },
  timelineChanged: {
    id: "correctiveActions.timeline.changed",
    defaultMessage:
      "Corrective action for standard {standardNumber} {to, select, answered {answered by the business} accepted {accepted and closed} other {returned to the business}}.",
  },
  returned: {
    id: "correctiveActions.notification.returned",
    defaultMessage:
      "Your answer to the corrective action for standard {standardNumber} was returned: {reason}",
  },
});
