import { and, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { appeals, applications } from "~/db/schema";
import {
  APPEAL_DECIDE_DAYS,
  appealKinds,
  appealStatuses,
  openAppealStatuses,
  type AppealKind,
  type AppealStatus,
} from "~/domain/appeal-status";
import type { Executor } from "~/lib/db.server";
import { containsPattern, dayRangeCondition, isIsoDay, sortOrder } from "~/lib/list-query.server";
import { parseSort, type SortState } from "~/lib/list-sort";
import { assertCan, scopeFor, type Viewer } from "~/modules/permissions";

export const APPEALS_PAGE_SIZE = 25;
export const appealSortKeys = ["reference", "business", "status", "submitted"] as const;
type AppealSortKey = (typeof appealSortKeys)[number];
const defaultSort: SortState = { key: "submitted", dir: "desc" };

const querySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(appealStatuses).optional().catch(undefined),
  kind: z.enum(appealKinds).optional().catch(undefined),
  from: z
    .string()
    .optional()
    .transform((v) => (v && isIsoDay(v) ? v : undefined)),
  to: z
    .string()
    .optional()
    .transform((v) => (v && isIsoDay(v) ? v : undefined)),
  /** "1": appeals still open APPEAL_DECIDE_DAYS after they were lodged. */
  overdue: z.literal("1").optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

/** An appeal not decided within APPEAL_DECIDE_DAYS of being lodged (decision 068). */
export function overdueAppealCondition(now: Date): SQL {
  return and(
    inArray(appeals.status, [...openAppealStatuses]),
    lt(appeals.submittedAt, new Date(now.getTime() - APPEAL_DECIDE_DAYS * 86_400_000)),
  )!;
}

const sortColumns = {
  reference: appeals.reference,
  business: sql`lower(${applications.businessName})`,
  status: appeals.status,
  submitted: appeals.submittedAt,
} satisfies Record<AppealSortKey, unknown>;

export type AppealSummary = {
  id: string;
  reference: string;
  businessName: string;
  kind: AppealKind;
  status: AppealStatus;
  submittedAt: string;
  closesAt: string | null;
};

/**
 * The Appeals screen (decision 057): staff see every appeal, a business its
 * own (the policy's scope); search by reference or business, filter by status
 * and kind, sort, pages.
 */
export async function appealsPage(
  db: Executor,
  viewer: Viewer,
  params: URLSearchParams,
  now: Date = new Date(),
) {
  assertCan(viewer, "appeal.list");
  const query = querySchema.parse(Object.fromEntries(params));
  const sort = parseSort(params, appealSortKeys, defaultSort) as {
    key: AppealSortKey;
    dir: SortState["dir"];
  };
  const scope = scopeFor(viewer, "appeals");
  const conditions: (SQL | undefined)[] = [];
  if (scope.kind === "none") conditions.push(sql`false`);
  if (scope.kind === "own") conditions.push(eq(appeals.businessId, scope.userId));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(ilike(appeals.reference, pattern), ilike(applications.businessName, pattern)),
    );
  }
  if (query.status) conditions.push(eq(appeals.status, query.status));
  if (query.kind) conditions.push(eq(appeals.kind, query.kind));
  if (query.overdue) conditions.push(overdueAppealCondition(now));
  conditions.push(dayRangeCondition(appeals.submittedAt, { from: query.from, to: query.to }));
  const where = and(...conditions.filter((c): c is SQL => Boolean(c)));
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appeals)
    .innerJoin(applications, eq(applications.id, appeals.applicationId))
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / APPEALS_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  const rows = await db
    .select({
      id: appeals.id,
      reference: appeals.reference,
      businessName: applications.businessName,
      kind: appeals.kind,
      status: appeals.status,
      submittedAt: appeals.submittedAt,
      closesAt: appeals.closesAt,
    })
    .from(appeals)
    .innerJoin(applications, eq(applications.id, appeals.applicationId))
    .where(where)
    .orderBy(...sortOrder(sort, sortColumns, appeals.id))
    .limit(APPEALS_PAGE_SIZE)
    .offset((page - 1) * APPEALS_PAGE_SIZE);
  return {
    rows: rows.map((r): AppealSummary => ({
      id: r.id,
      reference: r.reference,
      businessName: r.businessName,
      kind: r.kind as AppealKind,
      status: r.status as AppealStatus,
      submittedAt: r.submittedAt.toISOString(),
      closesAt: r.closesAt?.toISOString() ?? null,
    })),
    total,
    page,
    pageCount,
    sort,
    filters: {
      q: query.q ?? "",
      status: query.status ?? "",
      kind: query.kind ?? "",
      from: query.from ?? "",
      to: query.to ?? "",
      overdue: query.overdue === "1",
    },
  };
}
export type AppealsPage = Awaited<ReturnType<typeof appealsPage>>;
