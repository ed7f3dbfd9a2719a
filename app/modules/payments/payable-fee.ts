import type { ApplicationMetadata } from "~/db/schema";
import { feeFor, type PaymentType } from "./fees";
import { paymentMessages } from "./payment-messages";
import {
  paymentMethodMessages,
  paymentTypeDescriptionMessages,
  paymentTypeMessages,
} from "./payment-type-messages";

type FeeSubject = { status: string; paymentStatus: string; metadata: ApplicationMetadata };

/** Renewal applications pay the renewal amounts (SPEC §9). */
export function isRenewal(application: Pick<FeeSubject, "metadata">): boolean {
  return Boolean(application.metadata?.renewal_type);
}

/**
 * Whether `type` can be paid now (SPEC §4, §9): the audit fee once the
 * application is submitted (not draft, not rejected) and not yet paid; the
 * membership fee once it is approved and the audit fee is paid. Returns the
 * refusal text otherwise.
 */
export function feeRefusal(application: FeeSubject, type: PaymentType): string | null {
  if (application.status === "rejected") return paymentMessages.rejected;
  if (type === "audit") {
    if (application.status === "draft") return paymentMessages.submitFirst;
    if (application.paymentStatus === "audit-fee-waived") return paymentMessages.auditWaived;
    if (application.paymentStatus !== "pending") return paymentMessages.auditAlreadyPaid;
    return null;
  }
  if (application.paymentStatus === "membership-fee-paid") {
    return paymentMessages.membershipAlreadyPaid;
  }
  if (application.status !== "approved") return paymentMessages.approveFirst;
  if (application.paymentStatus === "pending") return paymentMessages.auditFirst;
  return null;
}

export type PayableFee = { type: PaymentType; amount: number };

/** The fee payable now, if any: the audit fee first, then the membership fee. */
export function payableFee(application: FeeSubject): PayableFee | null {
  for (const type of ["audit", "membership"] as const) {
    if (!feeRefusal(application, type)) {
      return { type, amount: feeFor(type, isRenewal(application)) };
    }
  }
  return null;
}

/** The English names (e-mails, notifications, the audit log); screens use paymentTypeMessages. */
export const paymentTypeLabels: Record<PaymentType, string> = {
  audit: paymentTypeMessages.audit.defaultMessage,
  membership: paymentTypeMessages.membership.defaultMessage,
};

/** What each fee covers, in English (the payment page shows paymentTypeDescriptionMessages). */
export const paymentTypeDescriptions: Record<PaymentType, string> = {
  audit: paymentTypeDescriptionMessages.audit.defaultMessage,
  membership: paymentTypeDescriptionMessages.membership.defaultMessage,
};

export const paymentMethodLabels: Record<string, string> = {
  card: paymentMethodMessages.card!.defaultMessage,
  cheque: paymentMethodMessages.cheque!.defaultMessage,
  bank_transfer: paymentMethodMessages.bank_transfer!.defaultMessage,
};
