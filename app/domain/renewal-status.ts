import { applicationStatuses, type ApplicationStatus } from "./application-status";

/** A renewal can be started from this many days before expiry (the first reminder). */
export const RENEWAL_OPENS_DAYS_BEFORE = 60;

/** …and until this many days after expiry (the grace period, decision 023). */
export const RENEWAL_GRACE_DAYS = 90;

/** SPEC §9 reminder thresholds (days to expiry), largest first. */
export const REMINDER_THRESHOLDS = [60, 30, 7] as const;

/** The expired notice's threshold in the ledger (SPEC §9: 0 or less is expired). */
export const EXPIRED_THRESHOLD = 0;

export const ledgerThresholds = [...REMINDER_THRESHOLDS, EXPIRED_THRESHOLD] as const;

/** A renewal is open (blocks another one, stops reminders) until it is certified or rejected. */
export const closedRenewalStatuses = [
  "certified",
  "rejected",
] as const satisfies ApplicationStatus[];

export const openRenewalStatuses = applicationStatuses.filter(
  (s) => !(closedRenewalStatuses as readonly string[]).includes(s),
);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `from` to `to` ("YYYY-MM-DD" strings). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** "YYYY-MM-DD" plus `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
