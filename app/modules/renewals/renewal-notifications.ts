import { defineMessages } from "~/lib/i18n/messages";

/**
 * The renewals module's notifications (issue 36): stored as these messages
 * and their values, written in each reader's language when read.
 */
export const renewalNotificationMessages = defineMessages({
  auditWaived: {
    id: "renewals.notification.auditWaived",
    defaultMessage:
      "The programme waived this year's audit of the renewal of {businessName}: {reason}",
  },
  feeRefunded: {
    id: "renewals.notification.feeRefunded",
    defaultMessage: "Your renewal audit fee of {amount} will be refunded.",
  },
  noFeeDue: {
    id: "renewals.notification.noFeeDue",
    defaultMessage: "No renewal audit fee is due.",
  },
  refundDue: {
    id: "renewals.notification.refundDue",
    defaultMessage:
      "Refund the renewal audit fee of {amount} to {businessName}: its audit was waived.",
  },
  started: {
    id: "renewals.notification.started",
    defaultMessage:
      "Renewal of certificate {number} started. Pay the renewal audit fee to send it for review.",
  },
  submitted: {
    id: "renewals.notification.submitted",
    defaultMessage: "{businessName} submitted a renewal of certificate {number}",
  },
  renewed: {
    id: "renewals.notification.renewed",
    defaultMessage: "Certificate {number} renewed for {businessName}: valid until {expiry}.",
  },
  expired: {
    id: "renewals.notification.expired",
    defaultMessage: "Certificate {number} expired on {date}. Renew it to stay accredited.",
  },
  expiring: {
    id: "renewals.notification.expiring",
    defaultMessage:
      "Certificate {number} expires on {date} (in {days, plural, one {# day} other {# days}}). Renew it to stay accredited.",
  },
});
