import { defineMessages } from "~/lib/i18n/messages";

/**
 * The documents module's notifications (issue 36): stored as these messages
 * and their values, written in each reader's language when read.
 */
export const documentNotificationMessages = defineMessages({
  missing: {
    id: "documents.notification.missing",
    defaultMessage: "Documents missing for {businessName}: {missing}",
  },
});
