/** The day shown as "Last updated" on the privacy policy and the terms of use ("2026-11-22"). */
export const legalLastUpdatedDay = "2026-11-22";
