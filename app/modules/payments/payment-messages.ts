import { paymentTextMessages } from "./payment-type-messages";
/** SPEC §8 payment texts, and our own refusal texts for the payment rules. */
export const paymentMessages = {
  noClientSecret: "Failed to create payment intent",
  initializationFailed: "Payment initialization failed",
  updateFailed: "Failed to update payment status",
  stripePublicKeyMissing: "Stripe public key is missing",
  /** No card provider (no Stripe keys, test mode off): staff record cheque or transfer payments. */
  cardPaymentsUnavailable: paymentTextMessages.cardPaymentsUnavailable.defaultMessage,
  onlyApplicantPays: "Only the applicant of this application can pay its fees by card.",
  submitFirst: "Submit the application before paying the audit fee.",
  auditAlreadyPaid: "The audit fee for this application has already been paid.",
  auditWaived: "No audit fee is due: the programme waived this renewal's audit.",
  rejected: "Fees cannot be paid on a rejected application.",
  approveFirst: "The membership fee can be paid once the application is approved.",
  auditFirst: "Pay the audit fee before the membership fee.",
  membershipAlreadyPaid: "The membership fee for this application has already been paid.",
  paymentNotFound: "Payment not found",
  attemptEnded: "This payment attempt has ended. Please start a new payment.",
  declined: "Your card was declined.",
  notTestCard:
    "Test mode accepts only the test cards 4242 4242 4242 4242 (success) and 4000 0000 0000 0002 (decline).",
  invalidCardNumber: "Your card number is invalid.",
  invalidExpiry: "Enter the expiry date as MM/YY.",
  expired: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is invalid.",
  offlineDenied: "You do not have permission to record offline payments",
  lateSuccess: (amount: string, businessName: string, status: string) =>
    `A card payment of ${amount} for ${businessName} succeeded after its attempt had ended (${status}): check it in the payment provider's dashboard and refund it if the fee was paid another way.`,
  feeWaivedSuccess: (amount: string, businessName: string) =>
    `A card payment of ${amount} for ${businessName}'s renewal audit fee succeeded after the audit was waived: refund it from the payment provider's dashboard.`,
  referenceRequired: "Enter the cheque number or bank transfer reference.",
} as const;
