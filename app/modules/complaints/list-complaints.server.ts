import { and, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { applications, certificates, complaints, profiles } from "~/db/schema";
import {
  complaintOutcomes,
  complaintStatuses,
  openComplaintStatuses,
  type ComplaintOutcome,
  type ComplaintStatus,
} from "~/domain/complaint-status";
import type { Executor } from "~/lib/db.server";
import { containsPattern, dayRangeCondition, isIsoDay, sortOrder } from "~/lib/list-query.server";
import { parseSort, type SortState } from "~/lib/list-sort";
import { assertCan, type Viewer } from "~/modules/permissions";

export const COMPLAINTS_PAGE_SIZE = 25;

export const complaintSortKeys = ["reference", "business", "status", "received", "due"] as const;
export type ComplaintSortKey = (typeof complaintSortKeys)[number];
export const defaultComplaintSort: SortState = { key: "received", dir: "desc" };

const day = z
  .string()
  .optional()
  .transform((v) => (v && isIsoDay(v) ? v : undefined));

/** The list's filters from the URL (also the targets of the reports' figures). */
export const complaintListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  status: z.enum(complaintStatuses).optional().catch(undefined),
  outcome: z.enum(complaintOutcomes).optional().catch(undefined),
  overdue: z
    .enum(["1"])
    .optional()
    .catch(undefined)
    .transform((v) => v === "1"),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuerySchema> & {
  sort: { key: ComplaintSortKey; dir: SortState["dir"] };
};

export function parseComplaintListQuery(params: URLSearchParams): ComplaintListQuery {
  return {
    ...complaintListQuerySchema.parse(Object.fromEntries(params)),
    sort: parseSort(params, complaintSortKeys, defaultComplaintSort) as ComplaintListQuery["sort"],
  };
}

/**
 * Overdue at `now`: not acknowledged by its acknowledgement deadline, or still
 * open past its resolution deadline (decision 058).
 */
export function overdueCondition(now: Date): SQL {
  return or(
    and(eq(complaints.status, "received"), lt(complaints.acknowledgeDueAt, now)),
    and(inArray(complaints.status, [...openComplaintStatuses]), lt(complaints.resolveDueAt, now)),
  )!;
}

export type ComplaintSummary = {
  id: string;
  reference: string;
  businessName: string;
  status: ComplaintStatus;
  outcome: ComplaintOutcome | null;
  receivedAt: string;
  /** The deadline that applies now (acknowledge while received, else resolve), null once closed. */
  dueAt: string | null;
  overdue: boolean;
  assigneeName: string | null;
};

const sortColumns = {
  reference: complaints.reference,
  business: sql`lower(${applications.businessName})`,
  status: complaints.status,
  received: complaints.receivedAt,
  due: sql`case when ${complaints.status} = 'received' then ${complaints.acknowledgeDueAt} else ${complaints.resolveDueAt} end`,
} satisfies Record<ComplaintSortKey, unknown>;

/** The Complaints list (staff): search by reference or business, filters, sort, pages. */
export async function listComplaints(
  db: Executor,
  viewer: Viewer,
  query: ComplaintListQuery,
  now: Date = new Date(),
  pageSize = COMPLAINTS_PAGE_SIZE,
) {
  assertCan(viewer, "complaint.list");
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(ilike(complaints.reference, pattern), ilike(applications.businessName, pattern)),
    );
  }
  if (query.status) conditions.push(eq(complaints.status, query.status));
  if (query.outcome) conditions.push(eq(complaints.outcome, query.outcome));
  if (query.overdue) conditions.push(overdueCondition(now));
  conditions.push(dayRangeCondition(complaints.receivedAt, { from: query.from, to: query.to }));
  const where = and(...conditions.filter((c): c is SQL => Boolean(c)));
  const base = () =>
    db
      .select({
        id: complaints.id,
        reference: complaints.reference,
        businessName: applications.businessName,
        status: complaints.status,
        outcome: complaints.outcome,
        receivedAt: complaints.receivedAt,
        acknowledgeDueAt: complaints.acknowledgeDueAt,
        resolveDueAt: complaints.resolveDueAt,
        assigneeName: profiles.name,
      })
      .from(complaints)
      .innerJoin(certificates, eq(certificates.id, complaints.certificateId))
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .leftJoin(profiles, eq(profiles.id, complaints.assigneeId))
      .where(where);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaints)
    .innerJoin(certificates, eq(certificates.id, complaints.certificateId))
    .innerJoin(applications, eq(applications.id, certificates.applicationId))
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  const rows = await base()
    .orderBy(...sortOrder(query.sort, sortColumns, complaints.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: rows.map((r): ComplaintSummary => {
      const status = r.status as ComplaintStatus;
      const open = (openComplaintStatuses as readonly string[]).includes(status);
      const due = !open ? null : status === "received" ? r.acknowledgeDueAt : r.resolveDueAt;
      const overdue =
        open && ((status === "received" && r.acknowledgeDueAt < now) || r.resolveDueAt < now);
      return {
        id: r.id,
        reference: r.reference,
        businessName: r.businessName,
        status,
        outcome: (r.outcome as ComplaintOutcome | null) ?? null,
        receivedAt: r.receivedAt.toISOString(),
        dueAt: due?.toISOString() ?? null,
        overdue,
        assigneeName: r.assigneeName,
      };
    }),
    total,
    page,
    pageCount,
  };
}

/** The Complaints screen: one page of cases with its filters. */
export async function complaintsPage(db: Executor, viewer: Viewer, params: URLSearchParams) {
  const query = parseComplaintListQuery(params);
  const list = await listComplaints(db, viewer, query);
  return {
    ...list,
    filters: {
      q: query.q ?? "",
      status: query.status ?? "",
      outcome: query.outcome ?? "",
      overdue: query.overdue,
      from: query.from ?? "",
      to: query.to ?? "",
    },
    sort: query.sort as SortState,
  };
}
export type ComplaintsPage = Awaited<ReturnType<typeof complaintsPage>>;
