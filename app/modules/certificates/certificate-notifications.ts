import { defineMessages } from "~/lib/i18n/messages";

/**
 * The certificates module's notifications (issue 36): stored as these
 * messages and their values, written in each reader's language when read.
 */
export const certificateNotificationMessages = defineMessages({
  /** Lines of the application's timeline (shown in the reader's language). */
  timelineSuspended: {
    id: "certificates.timeline.suspended",
    defaultMessage: "Certificate {number} suspended: {reason}",
  },
  timelineReinstated: {
    id: "certificates.timeline.reinstated",
    defaultMessage: "Certificate {number} reinstated{hasNote, select, yes {: {note}} other {}}",
  },
  revoked: {
    id: "certificates.notification.revoked",
    defaultMessage: "Certificate {number} has been revoked",
  },
  reason: { id: "certificates.notification.reason", defaultMessage: "Reason: {reason}" },
  mayAppeal: {
    id: "certificates.notification.mayAppeal",
    defaultMessage: "You may appeal: see the e-mail we sent you",
  },
  suspended: {
    id: "certificates.notification.suspended",
    defaultMessage: "Certificate {number} has been suspended",
  },
  mayAppealWithin: {
    id: "certificates.notification.mayAppealWithin",
    defaultMessage: "You may appeal within {days, plural, one {# day} other {# days}}",
  },
  backInForce: {
    id: "certificates.notification.backInForce",
    defaultMessage: "Certificate {number} is back in force",
  },
  note: { id: "certificates.notification.note", defaultMessage: "{note}" },
  suspensionReviewDue: {
    id: "certificates.notification.suspensionReviewDue",
    defaultMessage:
      "The suspension of certificate {number} ({businessName}) is due for review ({reviewOn}): reinstate or revoke it.",
  },
  issued: {
    id: "certificates.notification.issued",
    defaultMessage: "Certificate {number} has been issued to {businessName}",
  },
});
