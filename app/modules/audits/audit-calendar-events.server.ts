import { and, eq, gte, type SQL } from "drizzle-orm";
import { applications, inspections, profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { AuditInvite } from "./audit-invite.server";
import { auditPath, formatAddress } from "./audit-rules";

/** Audits as calendar events, in date order: those matching `where` (at most `limit`). */
export async function auditCalendarEvents(
  db: Executor,
  where: SQL | undefined,
  limit = 500,
): Promise<AuditInvite[]> {
  const rows = await db
    .select({
      id: inspections.id,
      status: inspections.status,
      scheduledDate: inspections.scheduledDate,
      timeZone: inspections.timeZone,
      calendarSequence: inspections.calendarSequence,
      businessName: applications.businessName,
      businessAddress: applications.businessAddress,
      examinerName: profiles.name,
    })
    .from(inspections)
    .innerJoin(applications, eq(applications.id, inspections.applicationId))
    .leftJoin(profiles, eq(profiles.id, inspections.examinerId))
    .where(where)
    .orderBy(inspections.scheduledDate, inspections.id)
    .limit(limit);
  const baseUrl = getEnv().baseUrl;
  return rows.map((row) => ({
    auditId: row.id,
    start: row.scheduledDate,
    timeZone: row.timeZone,
    businessName: row.businessName,
    location: (locale) => formatAddress(row.businessAddress, locale),
    auditorName: row.examinerName ?? "",
    url: `${baseUrl}${auditPath(row.id)}`,
    sequence: row.calendarSequence,
    cancelled: row.status === "cancelled",
  }));
}

/** How far back an examiner's feed reaches: recent audits stay in their calendar. */
export const CALENDAR_FEED_PAST_DAYS = 90;

/** The condition of an examiner's feed: their audits from `CALENDAR_FEED_PAST_DAYS` ago on. */
export function examinerFeedCondition(examinerId: string, now: Date): SQL | undefined {
  return and(
    eq(inspections.examinerId, examinerId),
    gte(inspections.scheduledDate, new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * 86_400_000)),
  );
}
