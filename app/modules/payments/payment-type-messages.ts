import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { PaymentType } from "~/domain/fees";

/** The fees' names (paymentTypeLabels), in the reader's language. */
export const paymentTypeMessages: Record<PaymentType, EnglishMessage> = defineMessages({
  audit: { id: "payments.type.audit", defaultMessage: "Audit fee" },
  membership: { id: "payments.type.membership", defaultMessage: "Membership fee" },
});

/** What each fee covers (paymentTypeDescriptions), shown on the payment page. */
export const paymentTypeDescriptionMessages: Record<PaymentType, EnglishMessage> = defineMessages({
  audit: {
    id: "payments.typeDescription.audit",
    defaultMessage:
      "The audit fee covers the review of your application and documents and the audit of your business by an accredited examiner.",
  },
  membership: {
    id: "payments.typeDescription.membership",
    defaultMessage:
      "The membership fee covers one year of accreditation: your certificate of accreditation, its public verification link and the programme's standards updates.",
  },
});

/** A payment's status, as the payments table shows it. */
export const paymentStatusMessages: Record<string, EnglishMessage> = defineMessages({
  succeeded: { id: "payments.status.succeeded", defaultMessage: "Paid" },
  pending: { id: "payments.status.pending", defaultMessage: "Pending" },
  failed: { id: "payments.status.failed", defaultMessage: "Failed" },
  canceled: { id: "payments.status.canceled", defaultMessage: "Canceled" },
});

/** How a payment was made (paymentMethodLabels). */
export const paymentMethodMessages: Record<string, EnglishMessage> = defineMessages({
  card: { id: "payments.method.card", defaultMessage: "Card" },
  cheque: { id: "payments.method.cheque", defaultMessage: "Cheque" },
  bank_transfer: { id: "payments.method.bankTransfer", defaultMessage: "Bank transfer" },
});

/**
 * Payment texts written in the reader's language. The English is
 * payment-messages.ts's (the services' and schemas' texts, SPEC §8 among
 * them); `handleForm` and the screens translate them at the edge.
 */
export const paymentTextMessages = defineMessages({
  cardPaymentsUnavailable: {
    id: "payments.cardPaymentsUnavailable",
    defaultMessage:
      "Card payments are not available on this portal. Please pay by cheque or bank transfer: contact us and our staff will record your payment.",
  },
  noClientSecret: {
    id: "payments.error.noClientSecret",
    defaultMessage: "Failed to create payment intent",
  },
  initializationFailed: {
    id: "payments.error.initializationFailed",
    defaultMessage: "Payment initialization failed",
  },
  updateFailed: {
    id: "payments.error.updateFailed",
    defaultMessage: "Failed to update payment status",
  },
  stripePublicKeyMissing: {
    id: "payments.error.stripePublicKeyMissing",
    defaultMessage: "Stripe public key is missing",
  },
  onlyApplicantPays: {
    id: "payments.refusal.onlyApplicantPays",
    defaultMessage: "Only the applicant of this application can pay its fees by card.",
  },
  submitFirst: {
    id: "payments.refusal.submitFirst",
    defaultMessage: "Submit the application before paying the audit fee.",
  },
  auditAlreadyPaid: {
    id: "payments.refusal.auditAlreadyPaid",
    defaultMessage: "The audit fee for this application has already been paid.",
  },
  auditWaived: {
    id: "payments.refusal.auditWaived",
    defaultMessage: "No audit fee is due: the programme waived this renewal's audit.",
  },
  rejected: {
    id: "payments.refusal.rejected",
    defaultMessage: "Fees cannot be paid on a rejected application.",
  },
  approveFirst: {
    id: "payments.refusal.approveFirst",
    defaultMessage: "The membership fee can be paid once the application is approved.",
  },
  auditFirst: {
    id: "payments.refusal.auditFirst",
    defaultMessage: "Pay the audit fee before the membership fee.",
  },
  membershipAlreadyPaid: {
    id: "payments.refusal.membershipAlreadyPaid",
    defaultMessage: "The membership fee for this application has already been paid.",
  },
  paymentNotFound: { id: "payments.error.paymentNotFound", defaultMessage: "Payment not found" },
  attemptEnded: {
    id: "payments.error.attemptEnded",
    defaultMessage: "This payment attempt has ended. Please start a new payment.",
  },
  declined: { id: "payments.card.declined", defaultMessage: "Your card was declined." },
  notTestCard: {
    id: "payments.card.notTestCard",
    defaultMessage:
      "Test mode accepts only the test cards 4242 4242 4242 4242 (success) and 4000 0000 0000 0002 (decline).",
  },
  invalidCardNumber: {
    id: "payments.card.invalidNumber",
    defaultMessage: "Your card number is invalid.",
  },
  invalidExpiry: {
    id: "payments.card.invalidExpiry",
    defaultMessage: "Enter the expiry date as MM/YY.",
  },
  expired: {
    id: "payments.card.expired",
    defaultMessage: "Your card's expiration date is in the past.",
  },
  invalidCvc: {
    id: "payments.card.invalidCvc",
    defaultMessage: "Your card's security code is invalid.",
  },
  offlineDenied: {
    id: "payments.offline.denied",
    defaultMessage: "You do not have permission to record offline payments",
  },
  referenceRequired: {
    id: "payments.offline.referenceRequired",
    defaultMessage: "Enter the cheque number or bank transfer reference.",
  },
});

const byEnglish = new Map<string, EnglishMessage>(
  Object.values(paymentTextMessages).map((message) => [message.defaultMessage, message]),
);

/**
 * A payment text the server or the payment API answered in English (a
 * refusal, a card's field message, a stored failure) as a message to show in
 * the reader's language; null for any other text (a provider's own words).
 */
export function paymentTextMessage(text: string): EnglishMessage | null {
  return byEnglish.get(text) ?? null;
}
