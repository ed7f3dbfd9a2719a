/**
 * SPEC §9 payment amounts in cents, shown in USD with two decimals. The
 * payments feature charges these amounts; the public pages quote them.
 */
export const feesInCents = {
  initialAudit: 75000,
  initialMembership: 45000,
  renewalAudit: 45000,
  renewalMembership: 45000,
} as const;

/** 75000 → "750.00 USD". */
export function formatUsd(cents: number): string {
  return `${(cents / 100).toFixed(2)} USD`;
}
