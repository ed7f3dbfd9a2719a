import { and, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { isoDate } from "~/lib/format";
import { z } from "zod";
import { applications, correctiveActions, inspections } from "~/db/schema";
import {
  awaitingBusinessStatuses,
  correctiveActionSeverities,
  correctiveActionStatuses,
  isCorrectiveActionOverdue,
  type CorrectiveActionSeverity,
  type CorrectiveActionStatus,
} from "~/domain/corrective-action-status";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { containsPattern, sortOrder } from "~/lib/list-query.server";
import { parseSort, type SortState } from "~/lib/list-sort";
import { assertCan, scopeFor, type Viewer } from "~/modules/permissions";
import { isUuid } from "~/lib/uuid";
import type { CorrectiveActionSummary } from "./corrective-action-rules";

export type { CorrectiveActionSummary };

export const CORRECTIVE_ACTIONS_PAGE_SIZE = 25;
export const correctiveActionSortKeys = ["due", "business", "standard", "status"] as const;
type SortKey = (typeof correctiveActionSortKeys)[number];
const defaultSort: SortState = { key: "due", dir: "asc" };

const querySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(correctiveActionStatuses).optional().catch(undefined),
  severity: z.enum(correctiveActionSeverities).optional().catch(undefined),
  /** "1": past its due day while the business still has to answer. */
  overdue: z.literal("1").optional().catch(undefined),
  application: z
    .string()
    .optional()
    .transform((v) => (v && isUuid(v) ? v : undefined)),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

const sortColumns = {
  due: correctiveActions.dueOn,
  business: sql`lower(${applications.businessName})`,
  standard: sql`lpad(${correctiveActions.standardNumber}, 12, '0')`,
  status: correctiveActions.status,
} satisfies Record<SortKey, unknown>;

/** Past its due day (`today` in the programme's zone) while the business still has to answer. */
export function overdueCorrectiveActionCondition(today: string): SQL {
  return and(
    inArray(correctiveActions.status, [...awaitingBusinessStatuses]),
    lt(correctiveActions.dueOn, today),
  )!;
}

/** The viewer's actions (`scopeFor(viewer, "correctiveActions")`) as SQL. */
export function correctiveActionScopeCondition(viewer: Viewer): SQL | undefined {
  const scope = scopeFor(viewer, "correctiveActions");
  if (scope.kind === "none") return sql`false`;
  if (scope.kind === "own") return eq(applications.applicantId, scope.userId);
  if (scope.kind === "assigned") return eq(inspections.examinerId, scope.userId);
  return undefined;
}

export const summaryColumns = {
  id: correctiveActions.id,
  applicationId: correctiveActions.applicationId,
  businessName: applications.businessName,
  standardNumber: correctiveActions.standardNumber,
  standardTitle: correctiveActions.standardTitle,
  severity: correctiveActions.severity,
  status: correctiveActions.status,
  dueOn: correctiveActions.dueOn,
};

export function toSummary(
  r: {
    id: string;
    applicationId: string;
    businessName: string;
    standardNumber: string;
    standardTitle: string;
    severity: string;
    status: string;
    dueOn: string;
  },
  today: string,
): CorrectiveActionSummary {
  return {
    ...r,
    severity: r.severity as CorrectiveActionSeverity,
    status: r.status as CorrectiveActionStatus,
    overdue: isCorrectiveActionOverdue(r, today),
  };
}

/**
 * The Corrective actions screen (issue 37): each role its scope — a business
 * the actions of its own applications, an examiner those of the audits they
 * carried out, staff all; search by business or standard, filter by status,
 * severity, overdue or application; sorted by due day by default; pages.
 */
export async function correctiveActionsPage(
  db: Executor,
  viewer: Viewer,
  params: URLSearchParams,
  now: Date = new Date(),
) {
  assertCan(viewer, "correctiveAction.list");
  const query = querySchema.parse(Object.fromEntries(params));
  const sort = parseSort(params, correctiveActionSortKeys, defaultSort) as {
    key: SortKey;
    dir: SortState["dir"];
  };
  const today = isoDate(now, getEnv().PROGRAMME_TIME_ZONE);
  const conditions: (SQL | undefined)[] = [correctiveActionScopeCondition(viewer)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(applications.businessName, pattern),
        ilike(correctiveActions.standardTitle, pattern),
        eq(correctiveActions.standardNumber, query.q),
      ),
    );
  }
  if (query.status) conditions.push(eq(correctiveActions.status, query.status));
  if (query.severity) conditions.push(eq(correctiveActions.severity, query.severity));
  if (query.overdue) conditions.push(overdueCorrectiveActionCondition(today));
  if (query.application) conditions.push(eq(correctiveActions.applicationId, query.application));
  const where = and(...conditions.filter((c): c is SQL => Boolean(c)));
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(correctiveActions)
    .innerJoin(applications, eq(applications.id, correctiveActions.applicationId))
    .innerJoin(inspections, eq(inspections.id, correctiveActions.inspectionId))
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CORRECTIVE_ACTIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  const rows = await db
    .select(summaryColumns)
    .from(correctiveActions)
    .innerJoin(applications, eq(applications.id, correctiveActions.applicationId))
    .innerJoin(inspections, eq(inspections.id, correctiveActions.inspectionId))
    .where(where)
    .orderBy(...sortOrder(sort, sortColumns, correctiveActions.id))
    .limit(CORRECTIVE_ACTIONS_PAGE_SIZE)
    .offset((page - 1) * CORRECTIVE_ACTIONS_PAGE_SIZE);
  return {
    rows: rows.map((r) => toSummary(r, today)),
    total,
    page,
    pageCount,
    sort,
    filters: {
      q: query.q ?? "",
      status: query.status ?? "",
      severity: query.severity ?? "",
      overdue: query.overdue === "1",
      application: query.application ?? "",
    },
  };
}
export type CorrectiveActionsPage = Awaited<ReturnType<typeof correctiveActionsPage>>;
