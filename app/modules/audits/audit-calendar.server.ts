import { and, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import { applications, inspections, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { isoDate } from "~/lib/format";
import { isUniqueViolation } from "~/lib/pg-error";
import { intlFor } from "~/lib/i18n/intl";
import {
  AUDIT_DURATION_MS,
  auditDateParts,
  auditMessages,
  auditText,
  openAuditStatuses,
} from "./audit-rules";
import { readerLocale } from "./reader-locale.server";

/** The partial unique index behind "one open audit per application" (migration). */
export const ONE_OPEN_AUDIT_INDEX = "inspections_one_open_per_application_uq";

/**
 * Serialises scheduling for one examiner inside the caller's transaction (a
 * row lock on their profile): two audits booked at once for the same examiner
 * are checked one after the other, so at most one of two overlapping ones is
 * written.
 */
export async function lockExaminerCalendar(tx: Executor, examinerId: string): Promise<void> {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, examinerId))
    .for("update");
}

/**
 * Refuses (at the date field) an audit of `examinerId` starting at `start`
 * (an instant) in `timeZone` when another open audit of theirs
 * - starts less than the audit length before or after it (decision 032;
 *   instants are compared, so 09:00 EST and 07:00 MST clash), or
 * - takes place in another time zone on the same local day (decision 066: an
 *   on-site audit elsewhere means travelling, so 09:00 EST and 14:00 MST the
 *   same day clash though the instants are seven hours apart). Each audit's
 *   day is read in its own zone.
 */
export async function assertExaminerFree(
  tx: Executor,
  input: { examinerId: string; start: Date; timeZone: string; excludeAuditId?: string },
): Promise<void> {
  const startDay = isoDate(input.start, input.timeZone);
  const overlaps = and(
    gt(inspections.scheduledDate, new Date(input.start.getTime() - AUDIT_DURATION_MS)),
    lt(inspections.scheduledDate, new Date(input.start.getTime() + AUDIT_DURATION_MS)),
  )!;
  const sameDayElsewhere = and(
    ne(inspections.timeZone, input.timeZone),
    sql`(${inspections.scheduledDate} at time zone ${inspections.timeZone})::date = ${startDay}::date`,
  )!;
  const conditions = [
    eq(inspections.examinerId, input.examinerId),
    inArray(inspections.status, [...openAuditStatuses]),
    or(overlaps, sameDayElsewhere)!,
  ];
  if (input.excludeAuditId) conditions.push(ne(inspections.id, input.excludeAuditId));
  const [clash] = await tx
    .select({
      scheduledDate: inspections.scheduledDate,
      timeZone: inspections.timeZone,
      businessName: applications.businessName,
    })
    .from(inspections)
    .innerJoin(applications, eq(applications.id, inspections.applicationId))
    .where(and(...conditions))
    .orderBy(inspections.scheduledDate)
    .limit(1);
  if (clash) {
    // Written in the reader's language (it names a date and a time).
    const locale = await readerLocale();
    const intl = intlFor(locale);
    const { date, time } = auditDateParts(
      clash.scheduledDate.toISOString(),
      clash.timeZone,
      locale,
    );
    const overlapping =
      Math.abs(clash.scheduledDate.getTime() - input.start.getTime()) < AUDIT_DURATION_MS;
    const other = intl.formatMessage(auditText.otherAudit, {
      businessName: clash.businessName,
      date,
      time,
    });
    const message = intl.formatMessage(
      overlapping ? auditText.examinerBusy : auditText.examinerElsewhere,
      { other },
    );
    throw new AppError("conflict", message, { date: message });
  }
}

/** Refuses (at the application field) a second open audit of one application. */
export async function assertNoOpenAudit(tx: Executor, applicationId: string): Promise<void> {
  const [open] = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(
      and(
        eq(inspections.applicationId, applicationId),
        inArray(inspections.status, [...openAuditStatuses]),
      ),
    )
    .limit(1);
  if (open) throw applicationHasOpenAudit();
}

export function applicationHasOpenAudit(): AppError {
  return new AppError("conflict", auditMessages.applicationHasOpenAudit, {
    applicationId: auditMessages.applicationHasOpenAudit,
  });
}

/** The database's own refusal of a second open audit (a concurrent scheduling won). */
export function isSecondOpenAudit(error: unknown): boolean {
  return isUniqueViolation(error, ONE_OPEN_AUDIT_INDEX);
}
