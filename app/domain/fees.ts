/**
 * SPEC §9 payment amounts in cents, shown in USD with two decimals. The
 * payments feature charges these amounts; the public pages quote them.
 * The audit fee can be paid once an application is submitted, the membership
 * fee once it is approved.
 */
export const feesInCents = {
  initialAudit: 75000,
  initialMembership: 45000,
  renewalAudit: 45000,
  renewalMembership: 45000,
} as const;

export const paymentTypes = ["audit", "membership"] as const;

export type PaymentType = (typeof paymentTypes)[number];

/** The fee for a payment type (renewal amounts apply to renewal applications). */
export function feeFor(type: PaymentType, renewal = false): number {
  if (type === "audit") return renewal ? feesInCents.renewalAudit : feesInCents.initialAudit;
  return renewal ? feesInCents.renewalMembership : feesInCents.initialMembership;
}
