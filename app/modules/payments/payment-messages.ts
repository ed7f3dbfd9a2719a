import { paymentTextMessages as t } from "./payment-type-messages";

/**
 * SPEC §8 payment texts, and our own refusal texts for the payment rules: the
 * English of payment-type-messages.ts's messages, translated at the edge.
 */
export const paymentMessages = {
  noClientSecret: t.noClientSecret.defaultMessage,
  initializationFailed: t.initializationFailed.defaultMessage,
  updateFailed: t.updateFailed.defaultMessage,
  stripePublicKeyMissing: t.stripePublicKeyMissing.defaultMessage,
  /** No card provider (no Stripe keys, test mode off): staff record cheque or transfer payments. */
  cardPaymentsUnavailable: t.cardPaymentsUnavailable.defaultMessage,
  onlyApplicantPays: t.onlyApplicantPays.defaultMessage,
  submitFirst: t.submitFirst.defaultMessage,
  auditAlreadyPaid: t.auditAlreadyPaid.defaultMessage,
  auditWaived: t.auditWaived.defaultMessage,
  rejected: t.rejected.defaultMessage,
  approveFirst: t.approveFirst.defaultMessage,
  auditFirst: t.auditFirst.defaultMessage,
  membershipAlreadyPaid: t.membershipAlreadyPaid.defaultMessage,
  paymentNotFound: t.paymentNotFound.defaultMessage,
  attemptEnded: t.attemptEnded.defaultMessage,
  declined: t.declined.defaultMessage,
  notTestCard: t.notTestCard.defaultMessage,
  invalidCardNumber: t.invalidCardNumber.defaultMessage,
  invalidExpiry: t.invalidExpiry.defaultMessage,
  expired: t.expired.defaultMessage,
  invalidCvc: t.invalidCvc.defaultMessage,
  offlineDenied: t.offlineDenied.defaultMessage,
  referenceRequired: t.referenceRequired.defaultMessage,
} as const;
