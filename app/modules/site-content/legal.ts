import { formatDay } from "~/lib/format";
/** Date shown as "Last updated" on the privacy policy and the terms of use. */
export const legalLastUpdated = formatDay("2026-11-22");
