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
  returned: {
    id: "correctiveActions.notification.returned",
    defaultMessage:
      "Your answer to the corrective action for standard {standardNumber} was returned: {reason}",
  },
});
