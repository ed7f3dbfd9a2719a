import { DEFAULT_LOCALE, type Locale } from "~/domain/locale";
import { DEFAULT_TIME_ZONE, formatDate } from "~/lib/format";
import { intlFor } from "~/lib/i18n/intl";
import { formatTimeInZone, localDateTimeParts, timeZoneLabel } from "~/lib/time-zones";
import type { BusinessAddress } from "~/db/schema";
import { countryCodeOf, countryNameIn } from "~/modules/places";
import {
  auditMachine,
  auditStatuses,
  openAuditStatuses,
  type AuditStatus,
} from "~/domain/audit-status";
import { auditStatusMessages, auditText } from "./audit-messages";
export * from "~/domain/audit-status";
export * from "./audit-messages";

/**
 * Application statuses from which an audit may be scheduled (SPEC §5), and
 * audit-required: the panel's "Re-audit required" leads straight to
 * scheduling the follow-up audit (issue 37, decision 087).
 */
export const schedulableApplicationStatuses = [
  "submitted",
  "under-review",
  "inspection-scheduled",
  "audit-required",
] as const;

/** Payment statuses that mean the audit fee is paid (SPEC §5). */
export const auditFeePaidStatuses = ["audit-fee-paid", "membership-fee-paid"] as const;

export const NOTES_MAX = 2000;

const t = auditText;

/** User-facing texts (SPEC §5/§8 where the spec has one), in English (audit-messages.ts). */
export const auditMessages = {
  notFound: t.notFound.defaultMessage,
  applicationNotFound: t.applicationNotFound.defaultMessage,
  feeNotPaid: t.feeNotPaid.defaultMessage,
  notUnderReview: t.notUnderReview.defaultMessage,
  updateDenied: t.updateDenied.defaultMessage,
  completedNotModifiable: t.completedNotModifiable.defaultMessage,
  completedNotDeletable: t.completedNotDeletable.defaultMessage,
  cancelledNotModifiable: t.cancelledNotModifiable.defaultMessage,
  chooseApplication: t.chooseApplication.defaultMessage,
  chooseExaminer: t.chooseExaminer.defaultMessage,
  notAnExaminer: t.notAnExaminer.defaultMessage,
  invalidDate: t.invalidDate.defaultMessage,
  invalidTime: t.invalidTime.defaultMessage,
  invalidTimeZone: t.invalidTimeZone.defaultMessage,
  dateInPast: t.dateInPast.defaultMessage,
  findingsIncomplete: t.findingsIncomplete.defaultMessage,
  recommendationMissing: t.recommendationMissing.defaultMessage,
  rescheduleDenied: t.rescheduleDenied.defaultMessage,
  invalidFinding: t.invalidFinding.defaultMessage,
  notesNeedFinding: t.notesNeedFinding.defaultMessage,
  invalidStatus: t.invalidStatus.defaultMessage,
  notesTooLong: t.notesTooLong.defaultMessage,
  applicationHasOpenAudit: t.applicationHasOpenAudit.defaultMessage,
} as const;

/**
 * "An audit cannot change from Scheduled to Scheduled", in `locale` (the
 * reader's; English by default).
 */
export function invalidTransitionMessage(
  from: AuditStatus,
  to: AuditStatus,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const intl = intlFor(locale);
  return intl.formatMessage(t.invalidTransition, {
    from: intl.formatMessage(auditStatusMessages[from]),
    to: intl.formatMessage(auditStatusMessages[to]),
  });
}

export function canChangeAuditStatus(from: AuditStatus, to: AuditStatus): boolean {
  return auditMachine.actorsFor(from, to).length > 0;
}

/** The statuses an audit may move to from `from` (for any taker). */
export function auditStatusTargets(from: AuditStatus): AuditStatus[] {
  return auditStatuses.filter((to) => canChangeAuditStatus(from, to));
}

/**
 * Audit length used for the examiner's calendar (decision 032): an audit
 * occupies its examiner from its start for four hours (the `.ics` invite
 * says the same), so two audits of one examiner overlap when their starts
 * are less than four hours apart.
 */
export const AUDIT_DURATION_HOURS = 4;
export const AUDIT_DURATION_MS = AUDIT_DURATION_HOURS * 60 * 60 * 1000;

/**
 * May the application get an audit now: audit fee paid, status submitted,
 * under-review or inspection-scheduled, and none of its audits still open
 * (the rule listScheduleOptions asks in SQL for every application).
 */
export function mayGetAuditNow(
  application: { paymentStatus: string; status: string },
  audits: readonly { status: string }[],
): boolean {
  return (
    (auditFeePaidStatuses as readonly string[]).includes(application.paymentStatus) &&
    (schedulableApplicationStatuses as readonly string[]).includes(application.status) &&
    !audits.some((a) => (openAuditStatuses as readonly string[]).includes(a.status))
  );
}

/**
 * One rule for everyone who works an audit (issue 33, decision 078): it may
 * be started, or completed, before its scheduled time — an examiner who
 * agrees an earlier visit with the business does not wait for staff. What
 * happened is recorded: `started_at` is when it was carried out, and an
 * early start is flagged in the audit log.
 */
export function startedBeforeSchedule(scheduledDate: Date, startedAt: Date): boolean {
  return startedAt.getTime() < scheduledDate.getTime();
}

export function auditPath(id: string): string {
  return `/dashboard/audits/${id}`;
}

/**
 * One line: "12 Pine Road, Thunder Bay, Ontario P7B 1A1, Canada", the
 * country named in `locale` ("…, Mexique", "…, Estados Unidos").
 */
export function formatAddress(
  address: BusinessAddress | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (!address) return "Unknown";
  const region = [address.region, address.postalCode].filter(Boolean).join(" ");
  const code = address.country ? countryCodeOf(address.country) : null;
  const country = code && locale !== DEFAULT_LOCALE ? countryNameIn(locale, code) : address.country;
  return [address.street, address.city, region, country].filter(Boolean).join(", ");
}

export type AuditDateParts = {
  /** "Dec 1, 2026" in the audit's zone. */
  date: string;
  /** "10:00 AM EST": the zone always named. */
  time: string;
  /** "2026-12-01" and "10:00" in the audit's zone, for inputs and calendar days. */
  localDate: string;
  localTime: string;
  timeZone: string;
  /** "Eastern Time (America/Toronto)". */
  timeZoneLabel: string;
};

/** Date and time shown for an audit, in the audit's (the business's) time zone, in `locale`. */
export function auditDateParts(
  iso: string,
  timeZone: string = DEFAULT_TIME_ZONE,
  locale: Locale = DEFAULT_LOCALE,
): AuditDateParts {
  const local = localDateTimeParts(iso, timeZone);
  return {
    date: formatDate(iso, timeZone, locale),
    time: formatTimeInZone(iso, timeZone, locale),
    localDate: local.date,
    localTime: local.time,
    timeZone,
    timeZoneLabel: timeZoneLabel(timeZone, locale),
  };
}

/** "YYYY-MM" of a date, in UTC. */
export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** First instant of the month and of the next month (UTC) for "YYYY-MM". */
export function monthRange(month: string): { start: Date; end: Date } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return null;
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  if (index < 0 || index > 11 || year < 2000 || year > 2100) return null;
  return { start: new Date(Date.UTC(year, index, 1)), end: new Date(Date.UTC(year, index + 1, 1)) };
}

export function shiftMonth(month: string, by: number): string {
  const range = monthRange(month);
  if (!range) return month;
  const d = range.start;
  return monthKey(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + by, 1)));
}

/** Weeks (Monday first) of the month as rows of 7 ISO dates or null for padding. */
export function calendarWeeks(month: string): (string | null)[][] {
  const range = monthRange(month);
  if (!range) return [];
  const days: (string | null)[] = [];
  const lead = (range.start.getUTCDay() + 6) % 7;
  for (let i = 0; i < lead; i++) days.push(null);
  for (let d = new Date(range.start); d < range.end; d = new Date(d.getTime() + 86_400_000)) {
    days.push(d.toISOString().slice(0, 10));
  }
  while (days.length % 7) days.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}
