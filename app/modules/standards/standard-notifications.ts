import { defineMessages } from "~/lib/i18n/messages";

/**
 * The standards module's notifications (issue 36): stored as these messages
 * and their values, written in each reader's language when read.
 */
export const standardNotificationMessages = defineMessages({
  changed: {
    id: "standards.notification.changed",
    defaultMessage: "Standard {number} changed from {fromVersion} to {toVersion} — what changed",
  },
});
