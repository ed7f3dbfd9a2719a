import { uuidPattern } from "~/lib/uuid";
import { and, asc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { parseSort, type SortState } from "~/components/data-table";
import { applications, inspections, profiles } from "~/db/schema";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { sortOrder } from "~/lib/list-query.server";
import { applicationSearchCondition } from "~/modules/applications/index.server";
import { auditsFutureOnly, can, type Viewer } from "~/modules/permissions";
import { auditScopeCondition } from "./audit-access.server";
import {
  auditDateParts,
  auditStatuses,
  formatAddress,
  isAuditStatus,
  monthRange,
  type AuditDateParts,
  type AuditStatus,
} from "./audit-rules";

export const AUDITS_LIST_LIMIT = 500;
export const AUDITS_PAGE_SIZE = 20;

/** Columns the list can be ordered by (`?sort=`); earliest first by default. */
export const auditSortKeys = ["business", "examinerName", "when", "status"] as const;
export type AuditSortKey = (typeof auditSortKeys)[number];
export const defaultAuditSort: SortState = { key: "when", dir: "asc" };

export type AuditListFilter = {
  status?: string;
  applicationId?: string;
  month?: string;
  /** Business name or applicant e-mail. */
  q?: string;
  sort?: { key: AuditSortKey; dir: "asc" | "desc" };
  /** The language of the rows' address, date and time (the reader's; English by default). */
  locale?: Locale;
};

export type AuditListRow = {
  id: string;
  applicationId: string;
  businessName: string;
  businessAddress: string;
  examinerId: string;
  examinerName: string;
  scheduledDate: string;
  status: AuditStatus;
  /** May the viewer download the report as a PDF (a completed audit; issue 37). */
  reportPdf: boolean;
} & AuditDateParts;

export const auditListQuerySchema = z.object({
  status: z.enum(auditStatuses).optional().catch(undefined),
  application: z.uuid().optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

/** The list view's filters, sort and page from the URL (the page and its CSV export read the same). */
export function parseAuditListQuery(params: URLSearchParams): AuditListFilter & { page?: number } {
  const query = auditListQuerySchema.parse(Object.fromEntries(params));
  return {
    status: query.status,
    applicationId: query.application,
    q: query.q,
    page: query.page,
    sort: parseSort(params, auditSortKeys, defaultAuditSort) as NonNullable<
      AuditListFilter["sort"]
    >,
  };
}

/**
 * "Future-dated" audits (SPEC §6) are those held today or later, where today
 * is the date at the audit's own place (its time zone, decision 038): at
 * 5 pm in Arizona it is already tomorrow in UTC, and that afternoon's audit
 * is still today's.
 */
function heldTodayOrLater(now: Date): SQL {
  return sql`(${inspections.scheduledDate} at time zone ${inspections.timeZone})::date >= (${now.toISOString()}::timestamptz at time zone ${inspections.timeZone})::date`;
}

const sortColumns = {
  business: sql`lower(${applications.businessName})`,
  examinerName: sql`lower(${profiles.name})`,
  when: inspections.scheduledDate,
  status: inspections.status,
} satisfies Record<AuditSortKey, unknown>;

/** The visibility and filter conditions (null: nothing can match). */
function auditConditions(viewer: Viewer, filter: AuditListFilter, now: Date): SQL[] | null {
  const conditions: SQL[] = [];
  const visible = auditScopeCondition(viewer);
  if (visible) conditions.push(visible);
  if (filter.applicationId) {
    if (!uuidPattern.test(filter.applicationId)) return null;
    conditions.push(eq(inspections.applicationId, filter.applicationId));
  }
  if (auditsFutureOnly(viewer, Boolean(filter.applicationId))) {
    conditions.push(heldTodayOrLater(now));
  }
  if (filter.status && isAuditStatus(filter.status)) {
    conditions.push(eq(inspections.status, filter.status));
  }
  const range = filter.month ? monthRange(filter.month) : null;
  if (range) {
    conditions.push(gte(inspections.scheduledDate, range.start));
    conditions.push(lt(inspections.scheduledDate, range.end));
  }
  if (filter.q?.trim()) {
    conditions.push(
      applicationSearchCondition(filter.q, { applicantId: applications.applicantId }),
    );
  }
  return conditions;
}

function auditRows(db: Executor, conditions: SQL[]) {
  return db
    .select({
      id: inspections.id,
      applicationId: inspections.applicationId,
      businessName: applications.businessName,
      businessAddress: applications.businessAddress,
      applicantId: applications.applicantId,
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
    .$dynamic();
}

type SelectedAudit = Awaited<ReturnType<typeof auditRows>>[number];

function toListRow(r: SelectedAudit, viewer: Viewer, locale?: Locale): AuditListRow {
  const iso = r.scheduledDate.toISOString();
  return {
    id: r.id,
    applicationId: r.applicationId,
    businessName: r.businessName,
    businessAddress: formatAddress(r.businessAddress, locale),
    examinerId: r.examinerId,
    examinerName: r.examinerName ?? "Unknown",
    scheduledDate: iso,
    ...auditDateParts(iso, r.timeZone, locale),
    status: r.status as AuditStatus,
    reportPdf: r.status === "completed" && can(viewer, "audit.downloadReport", r),
  };
}

/**
 * SPEC §6 audit visibility: administrators and committee members see all
 * audits, examiners their own, applicants those of their own applications.
 * Everyone but the administrator sees only future-dated audits (from today,
 * UTC) unless the list is filtered by application. Filters: status,
 * application, month ("YYYY-MM", for the calendar), search. Earliest first
 * (or the sort), at most `AUDITS_LIST_LIMIT` (the calendar's month).
 */
export async function listAudits(
  db: Executor,
  viewer: Viewer,
  filter: AuditListFilter = {},
  now: Date = new Date(),
): Promise<AuditListRow[]> {
  const conditions = auditConditions(viewer, filter, now);
  if (!conditions) return [];
  const rows = await auditRows(db, conditions)
    .orderBy(...auditOrder(filter.sort))
    .limit(AUDITS_LIST_LIMIT);
  return rows.map((r) => toListRow(r, viewer, filter.locale));
}

function auditOrder(sort: AuditListFilter["sort"]) {
  return sort
    ? sortOrder(sort, sortColumns, inspections.id)
    : [asc(inspections.scheduledDate), asc(inspections.id)];
}

export type AuditPage = { rows: AuditListRow[]; total: number; page: number; pageCount: number };

/** The list view: the same audits as `listAudits`, one page of them with the total counted in SQL. */
export async function listAuditPage(
  db: Executor,
  viewer: Viewer,
  filter: AuditListFilter & { page?: number } = {},
  pageSize = AUDITS_PAGE_SIZE,
  now: Date = new Date(),
): Promise<AuditPage> {
  const conditions = auditConditions(viewer, filter, now);
  if (!conditions) return { rows: [], total: 0, page: 1, pageCount: 1 };
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inspections)
    .innerJoin(applications, eq(applications.id, inspections.applicationId))
    .where(conditions.length ? and(...conditions) : undefined);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const rows = await auditRows(db, conditions)
    .orderBy(...auditOrder(filter.sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows.map((r) => toListRow(r, viewer, filter.locale)), total, page, pageCount };
}
