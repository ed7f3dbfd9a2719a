import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { certificates, complaints } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { dayRangeCondition } from "~/lib/list-query.server";
import { complaintsListPath } from "./complaint-messages";
import { overdueCondition } from "./list-complaints.server";

/**
 * Complaints figures for the reports (decision 058): received in the period,
 * upheld among those, the median days from receipt to resolution (calendar
 * days) and the cases overdue now; each with the list filter that shows them.
 */
export async function getComplaintFigures(
  db: Executor,
  range: { from?: string; to?: string },
  now: Date = new Date(),
) {
  const inPeriod = dayRangeCondition(complaints.receivedAt, range);
  const [row] = await db
    .select({
      received: sql<number>`count(*)::int`,
      upheld: sql<number>`(count(*) filter (where ${complaints.outcome} = 'upheld'))::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${complaints.closedAt} - ${complaints.receivedAt})) / 86400) filter (where ${complaints.status} = 'resolved')`,
    })
    .from(complaints)
    .where(inPeriod);
  const [overdue] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaints)
    .where(overdueCondition(now));
  const period = new URLSearchParams();
  if (range.from) period.set("from", range.from);
  if (range.to) period.set("to", range.to);
  const link = (extra: Record<string, string>) => {
    const params = new URLSearchParams(period);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    const qs = params.toString();
    return qs ? `${complaintsListPath}?${qs}` : complaintsListPath;
  };
  return {
    received: { count: row?.received ?? 0, href: link({}) },
    upheld: { count: row?.upheld ?? 0, href: link({ outcome: "upheld" }) },
    medianDaysToResolve: {
      days: row?.median == null ? null : Math.round(Number(row.median) * 10) / 10,
      href: link({ status: "resolved" }),
    },
    overdue: { count: overdue?.n ?? 0, href: `${complaintsListPath}?overdue=1` },
  };
}
export type ComplaintFigures = Awaited<ReturnType<typeof getComplaintFigures>>;

/** Open cases past a deadline now (the administrator's needs-action count). */
export async function countOverdueComplaints(db: Executor, now: Date = new Date()) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaints)
    .where(overdueCondition(now));
  return row?.n ?? 0;
}

/** Concerns received and not yet acknowledged (the office's "new complaints"). */
export async function countNewComplaints(db: Executor) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaints)
    .where(eq(complaints.status, "received"));
  return row?.n ?? 0;
}

/** Resolved cases about a business in the last 12 months (the optional public count). */
export async function countResolvedComplaints(
  db: Executor,
  businessId: string,
  now: Date = new Date(),
) {
  const since = new Date(now.getTime() - 365 * 86_400_000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaints)
    .where(
      and(
        eq(complaints.businessId, businessId),
        inArray(complaints.status, ["resolved"]),
        gte(complaints.closedAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The business page's "resolved complaints in the last 12 months", or null
 * when the programme has not turned it on (COMPLAINTS_PUBLIC_COUNT, off by
 * default; decision 058, ISO/IEC 17065 §7.13).
 */
export async function publicResolvedComplaintCount(
  db: Executor,
  certificateNumber: string,
  now: Date = new Date(),
): Promise<number | null> {
  if (!getEnv().COMPLAINTS_PUBLIC_COUNT) return null;
  const [row] = await db
    .select({ businessId: certificates.businessId })
    .from(certificates)
    .where(eq(certificates.certificateNumber, certificateNumber));
  return row ? countResolvedComplaints(db, row.businessId, now) : null;
}
