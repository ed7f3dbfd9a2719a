import { defineMessages } from "~/lib/i18n/messages";

/**
 * The certificates module's notifications (issue 36): stored as these
 * messages and their values, written in each reader's language when read.
 */
export const certificateNotificationMessages = defineMessages({
  revoked: {
    id: "certificates.notification.revoked",
    defaultMessage: "Certificate {number} has been revoked",
  },
  reason: { id: "certificates.notification.reason", defaultMessage: "Reason: {reason}" },
  mayAppeal: {
    id: "certificates.notification.mayAppeal",
    defaultMessage: "You may appeal: see the e-mail we sent you",
  },
});
