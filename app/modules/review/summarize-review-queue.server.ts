import { and, asc, inArray, sql } from "drizzle-orm";
import { applications } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { applicationScopeCondition } from "~/modules/applications/index.server";
import type { ApplicationStatus } from "~/modules/applications";
import { can, type Viewer } from "~/modules/permissions";
import { reviewQueueStatuses } from "./review-rules";

export type ReviewQueueSummary = {
  /** Applications waiting for the committee's decision (audit completed or at the review panel). */
  total: number;
  /** The longest waiting, oldest change first. */
  oldest: {
    id: string;
    href: string;
    businessName: string;
    status: ApplicationStatus;
    waitingSince: string;
  }[];
};

/**
 * The review panel's queue as the dashboard shows it: how many applications
 * wait for a decision and the longest waiting few (count in SQL, `limit`
 * rows). Empty for a viewer who may not see the review panel.
 */
export async function summarizeReviewQueue(
  db: Executor,
  viewer: Viewer,
  limit = 5,
): Promise<ReviewQueueSummary> {
  if (!can(viewer, "review.view")) return { total: 0, oldest: [] };
  const visible = applicationScopeCondition(viewer);
  const waiting = inArray(applications.status, [...reviewQueueStatuses]);
  const where = and(visible, waiting);
  const [[counted], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(where),
    db
      .select({
        id: applications.id,
        businessName: applications.businessName,
        status: applications.status,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .where(where)
      .orderBy(asc(applications.updatedAt), asc(applications.id))
      .limit(limit),
  ]);
  return {
    total: counted?.n ?? 0,
    oldest: rows.map((r) => ({
      id: r.id,
      href: `/dashboard/applications/${r.id}`,
      businessName: r.businessName,
      status: r.status as ApplicationStatus,
      waitingSince: r.updatedAt.toISOString(),
    })),
  };
}
