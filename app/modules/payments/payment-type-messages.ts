import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { PaymentType } from "~/domain/fees";

/** The fees' names (paymentTypeLabels), in the reader's language. */
export const paymentTypeMessages: Record<PaymentType, EnglishMessage> = defineMessages({
  audit: { id: "payments.type.audit", defaultMessage: "Audit fee" },
  membership: { id: "payments.type.membership", defaultMessage: "Membership fee" },
});

/** Payment texts written in the reader's language (the English is payment-messages.ts's). */
export const paymentTextMessages = defineMessages({
  cardPaymentsUnavailable: {
    id: "payments.cardPaymentsUnavailable",
    defaultMessage:
      "Card payments are not available on this portal. Please pay by cheque or bank transfer: contact us and our staff will record your payment.",
  },
});
