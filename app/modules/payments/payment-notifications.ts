import { defineMessages } from "~/lib/i18n/messages";

/**
 * The payments module's notifications (issue 36): stored as these messages
 * and their values, written in each reader's language when read.
 */
export const paymentNotificationMessages = defineMessages({
  received: {
    id: "payments.notification.received",
    defaultMessage: "Payment received: {fee} {amount} for {businessName}",
  },
  auditFeePaid: {
    id: "payments.notification.auditFeePaid",
    defaultMessage: "Audit fee paid ({amount}) for {businessName}: the audit can be scheduled.",
  },
  membershipPaidIssued: {
    id: "payments.notification.membershipPaidIssued",
    defaultMessage:
      "Membership fee paid ({amount}) for {businessName}: certificate {number} issued.",
  },
  membershipPaidRenewed: {
    id: "payments.notification.membershipPaidRenewed",
    defaultMessage:
      "Membership fee paid ({amount}) for {businessName}: the certificate was renewed.",
  },
  membershipPaidRenewal: {
    id: "payments.notification.membershipPaidRenewal",
    defaultMessage:
      "Membership fee paid ({amount}) for {businessName}: the certificate is renewed when the renewal is approved.",
  },
  membershipPaid: {
    id: "payments.notification.membershipPaid",
    defaultMessage:
      "Membership fee paid ({amount}) for {businessName}: the certificate is issued when the application is approved.",
  },
  lateSuccess: {
    id: "payments.notification.lateSuccess",
    defaultMessage:
      "A card payment of {amount} for {businessName} succeeded after its attempt had ended ({status, select, failed {failed} canceled {canceled} succeeded {succeeded} pending {pending} other {{status}}}): check it in the payment provider's dashboard and refund it if the fee was paid another way.",
  },
  feeWaivedSuccess: {
    id: "payments.notification.feeWaivedSuccess",
    defaultMessage:
      "A card payment of {amount} for {businessName}'s renewal audit fee succeeded after the audit was waived: refund it from the payment provider's dashboard.",
  },
});
