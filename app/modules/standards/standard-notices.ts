import { normalizeVersion } from "./standard-version";

/** Where a business reads a standard's text and its history with word diffs. */
export function standardHistoryPath(itemId: string): string {
  return `/dashboard/standards/sections/${itemId}#history`;
}

/** "Standard 8 changed from 1.0 to 1.1 — what changed" (issue 23). */
export function standardChangedHeadline(label: string, fromVersion: string, toVersion: string) {
  return `${label} changed from ${normalizeVersion(fromVersion)} to ${normalizeVersion(toVersion)} — what changed`;
}

/** "Standards changed since your audit": a business's open notices (decision 059). */
export type StandardNoticeList = {
  rows: {
    id: string;
    headline: string;
    title: string;
    auditedVersion: string;
    toVersion: string;
    at: string;
    link: string;
  }[];
};
