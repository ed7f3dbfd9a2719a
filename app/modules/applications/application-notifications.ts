import { defineMessages } from "~/lib/i18n/messages";

/**
 * The applications module's notifications (issue 36): stored as these
 * messages and their values, written in each reader's language when read.
 */
export const applicationNotificationMessages = defineMessages({
  statusChanged: {
    id: "applications.notification.statusChanged",
    defaultMessage: "Your application for {businessName} is now: {status}",
  },
  submitted: {
    id: "applications.notification.submitted",
    defaultMessage: "New application submitted: {businessName}",
  },
});
