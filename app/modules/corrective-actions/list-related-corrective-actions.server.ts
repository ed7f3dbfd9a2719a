import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { isoDate } from "~/lib/format";
import { applications, correctiveActions, inspections } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { can, type Viewer } from "~/modules/permissions";
import {
  correctiveActionScopeCondition,
  summaryColumns,
  toSummary,
  type CorrectiveActionSummary,
} from "./list-corrective-actions.server";

/**
 * The corrective actions of one application, of one audit, or of several
 * applications (the review panel's queue), for the panels of the application,
 * audit and review pages: only those the viewer may see (the collection's
 * scope), by due day. Empty for anyone who may not list them.
 */
export async function listRelatedCorrectiveActions(
  db: Executor,
  viewer: Viewer,
  of: { applicationId: string } | { auditId: string } | { applicationIds: readonly string[] },
  now: Date = new Date(),
): Promise<CorrectiveActionSummary[]> {
  if (!can(viewer, "correctiveAction.list")) return [];
  if ("applicationIds" in of && of.applicationIds.length === 0) return [];
  const today = isoDate(now, getEnv().PROGRAMME_TIME_ZONE);
  const subject: SQL =
    "applicationIds" in of
      ? inArray(correctiveActions.applicationId, [...of.applicationIds])
      : "applicationId" in of
        ? eq(correctiveActions.applicationId, of.applicationId)
        : eq(correctiveActions.inspectionId, of.auditId);
  const rows = await db
    .select(summaryColumns)
    .from(correctiveActions)
    .innerJoin(applications, eq(applications.id, correctiveActions.applicationId))
    .innerJoin(inspections, eq(inspections.id, correctiveActions.inspectionId))
    .where(and(subject, correctiveActionScopeCondition(viewer)))
    .orderBy(
      correctiveActions.dueOn,
      sql`lpad(${correctiveActions.standardNumber}, 12, '0')`,
      correctiveActions.id,
    );
  return rows.map((r) => toSummary(r, today));
}
