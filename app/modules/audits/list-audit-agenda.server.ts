import { and, asc, eq, gt, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { applications, inspections } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { auditScopeCondition } from "./audit-access.server";
import { auditDateParts, auditPath, openAuditStatuses, type AuditStatus } from "./audit-rules";
import type { Viewer } from "~/modules/permissions";

/** Rows named on the dashboard; the full list is on the audits page. */
export const AGENDA_LIMIT = 5;

export type AgendaAudit = {
  id: string;
  href: string;
  applicationId: string;
  businessName: string;
  city: string;
  status: AuditStatus;
  scheduledDate: string;
  /** "Dec 1, 2026" and "10:00 AM EST" in the audit's (the business's) time zone. */
  date: string;
  time: string;
  timeZoneLabel: string;
  /** The audit's zone: screens write the date, time and zone in the reader's language. */
  timeZone: string;
};

export type AuditAgenda = { total: number; rows: AgendaAudit[] };

/**
 * Open audits in the viewer's audit scope (SPEC §6: an examiner's own) on one
 * side of `now`: `upcoming` — scheduled to start after now, soonest first;
 * `toFinish` — started (their time has come or marked in progress) and not
 * completed, so the report is still to finish, oldest first. Counted in SQL,
 * at most `limit` rows read.
 */
export async function listAuditAgenda(
  db: Executor,
  viewer: Viewer,
  options: { which: "upcoming" | "toFinish"; now?: Date; limit?: number },
): Promise<AuditAgenda> {
  const now = options.now ?? new Date();
  const conditions: SQL[] = [];
  const visible = auditScopeCondition(viewer);
  if (visible) conditions.push(visible);
  if (options.which === "upcoming") {
    conditions.push(eq(inspections.status, "scheduled"), gt(inspections.scheduledDate, now));
  } else {
    conditions.push(
      inArray(inspections.status, [...openAuditStatuses]),
      or(eq(inspections.status, "in-progress"), lte(inspections.scheduledDate, now))!,
    );
  }
  const where = and(...conditions);
  const [[counted], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inspections)
      .innerJoin(applications, eq(applications.id, inspections.applicationId))
      .where(where),
    db
      .select({
        id: inspections.id,
        applicationId: inspections.applicationId,
        businessName: applications.businessName,
        businessAddress: applications.businessAddress,
        status: inspections.status,
        scheduledDate: inspections.scheduledDate,
        timeZone: inspections.timeZone,
      })
      .from(inspections)
      .innerJoin(applications, eq(applications.id, inspections.applicationId))
      .where(where)
      .orderBy(asc(inspections.scheduledDate), asc(inspections.id))
      .limit(options.limit ?? AGENDA_LIMIT),
  ]);
  return {
    total: counted?.n ?? 0,
    rows: rows.map((r) => {
      const iso = r.scheduledDate.toISOString();
      const parts = auditDateParts(iso, r.timeZone);
      return {
        id: r.id,
        href: auditPath(r.id),
        applicationId: r.applicationId,
        businessName: r.businessName,
        city: [r.businessAddress.city, r.businessAddress.region].filter(Boolean).join(", "),
        status: r.status as AuditStatus,
        scheduledDate: iso,
        date: parts.date,
        time: parts.time,
        timeZoneLabel: parts.timeZoneLabel,
        timeZone: r.timeZone,
      };
    }),
  };
}
