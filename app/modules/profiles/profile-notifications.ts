import { defineMessages } from "~/lib/i18n/messages";

/**
 * The profiles module's notifications (issue 36): stored as these messages
 * and their values, written in each reader's language when read.
 */
export const profileNotificationMessages = defineMessages({
  registered: {
    id: "profiles.notification.registered",
    defaultMessage: "New user registered: {name}",
  },
  registeredWithOrganization: {
    id: "profiles.notification.registeredWithOrganization",
    defaultMessage: "New user registered: {name} ({organization})",
  },
});
