import { defineMessages } from "~/lib/i18n/messages";

/**
 * The complaints module's notifications (issue 36): stored as these messages
 * and their values, written in each reader's language when read.
 */
export const complaintNotificationMessages = defineMessages({
  received: {
    id: "complaints.notification.received",
    defaultMessage: "New concern {reference} about {businessName}",
  },
  businessAnswered: {
    id: "complaints.notification.businessAnswered",
    defaultMessage: "The business answered concern {reference}",
  },
  awaitsResponse: {
    id: "complaints.notification.awaitsResponse",
    defaultMessage: "A concern about {businessName} ({reference}) awaits your response",
  },
  outcome: {
    id: "complaints.notification.outcome",
    defaultMessage: "Concern {reference}: {outcome, select, upheld {upheld} other {not upheld}}",
  },
});
