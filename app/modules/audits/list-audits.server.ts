import { and, asc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { applications, inspections, profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/applications/application-access.server";
import { auditsFutureOnly } from "~/modules/permissions/policy";
import { auditScopeCondition } from "./audit-access.server";
import {
  auditDateParts,
  formatAddress,
  isAuditStatus,
  monthRange,
  type AuditDateParts,
  type AuditStatus,
} from "./audit-rules";

export const AUDITS_LIST_LIMIT = 500;

export type AuditListFilter = { status?: string; applicationId?: string; month?: string };

export type AuditListRow = {
  id: string;
  applicationId: string;
  businessName: string;
  businessAddress: string;
  examinerId: string;
  examinerName: string;
  scheduledDate: string;
  status: AuditStatus;
} & AuditDateParts;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Start of the current UTC day: "future-dated" audits are those from today on. */
export function startOfToday(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * SPEC §6 audit visibility: administrators and committee members see all
 * audits, examiners their own, applicants those of their own applications.
 * Everyone but the administrator sees only future-dated audits (from today,
 * UTC) unless the list is filtered by application. Filters: status,
 * application, month ("YYYY-MM", for the calendar). Earliest first.
 */
export async function listAudits(
  db: Executor,
  viewer: Viewer,
  filter: AuditListFilter = {},
  now: Date = new Date(),
): Promise<AuditListRow[]> {
  const conditions: SQL[] = [];
  const visible = auditScopeCondition(viewer);
  if (visible) conditions.push(visible);
  if (filter.applicationId) {
    if (!uuidPattern.test(filter.applicationId)) return [];
    conditions.push(eq(inspections.applicationId, filter.applicationId));
  }
  if (auditsFutureOnly(viewer, Boolean(filter.applicationId))) {
    conditions.push(gte(inspections.scheduledDate, startOfToday(now)));
  }
  if (filter.status && isAuditStatus(filter.status)) {
    conditions.push(eq(inspections.status, filter.status));
  }
  const range = filter.month ? monthRange(filter.month) : null;
  if (range) {
    conditions.push(gte(inspections.scheduledDate, range.start));
    conditions.push(lt(inspections.scheduledDate, range.end));
  }
  const rows = await db
    .select({
      id: inspections.id,
      applicationId: inspections.applicationId,
      businessName: applications.businessName,
      businessAddress: applications.businessAddress,
      examinerId: inspections.examinerId,
      examinerName: sql<string | null>`${profiles.name}`,
      scheduledDate: inspections.scheduledDate,
      timeZone: inspections.timeZone,
      status: inspections.status,
    })
    .from(inspections)
    .innerJoin(applications, eq(applications.id, inspections.applicationId))
    .leftJoin(profiles, eq(profiles.id, inspections.examinerId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(inspections.scheduledDate), asc(inspections.id))
    .limit(AUDITS_LIST_LIMIT);
  return rows.map((r) => {
    const iso = r.scheduledDate.toISOString();
    return {
      id: r.id,
      applicationId: r.applicationId,
      businessName: r.businessName,
      businessAddress: formatAddress(r.businessAddress),
      examinerId: r.examinerId,
      examinerName: r.examinerName ?? "Unknown",
      scheduledDate: iso,
      ...auditDateParts(iso, r.timeZone),
      status: r.status as AuditStatus,
    };
  });
}
