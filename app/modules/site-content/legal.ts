/** Date shown as "Last updated" on the privacy policy and the terms of use. */
export const legalLastUpdated = "November 22, 2026";
