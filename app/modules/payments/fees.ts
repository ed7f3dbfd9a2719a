import { formatMoney } from "~/lib/format";
export * from "~/domain/fees";

/** 75000 → "$750.00 USD" (the one money format, app/lib/format.ts). */
export function formatUsd(cents: number): string {
  return formatMoney(cents);
}
