import { sql } from "drizzle-orm";
import { appeals } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { dayRangeCondition } from "~/lib/list-query.server";
import { overdueAppealCondition } from "./list-appeals.server";

const appealsListPath = "/dashboard/appeals";

/**
 * Appeals figures for the reports (decision 057): lodged in the period,
 * upheld among those, and the median calendar days from lodging to the
 * panel's decision, and the appeals overdue now (open APPEAL_DECIDE_DAYS
 * after lodging, whenever lodged); each with the list filter that shows them.
 */
export async function getAppealFigures(
  db: Executor,
  range: { from?: string; to?: string },
  now: Date = new Date(),
) {
  const [row] = await db
    .select({
      received: sql<number>`count(*)::int`,
      upheld: sql<number>`(count(*) filter (where ${appeals.status} = 'upheld'))::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${appeals.decidedAt} - ${appeals.submittedAt})) / 86400) filter (where ${appeals.decidedAt} is not null)`,
    })
    .from(appeals)
    .where(dayRangeCondition(appeals.submittedAt, range));
  const [overdue] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appeals)
    .where(overdueAppealCondition(now));
  const link = (extra: Record<string, string>) => {
    const params = new URLSearchParams();
    if (range.from) params.set("from", range.from);
    if (range.to) params.set("to", range.to);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    const qs = params.toString();
    return qs ? `${appealsListPath}?${qs}` : appealsListPath;
  };
  return {
    received: { count: row?.received ?? 0, href: link({}) },
    upheld: { count: row?.upheld ?? 0, href: link({ status: "upheld" }) },
    medianDaysToDecide: {
      days: row?.median == null ? null : Math.round(Number(row.median) * 10) / 10,
      href: link({}),
    },
    overdue: { count: overdue?.n ?? 0, href: `${appealsListPath}?overdue=1` },
  };
}
export type AppealFigures = Awaited<ReturnType<typeof getAppealFigures>>;
