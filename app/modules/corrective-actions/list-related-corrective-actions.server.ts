import { and, eq, sql, type SQL } from "drizzle-orm";
import { applications, correctiveActions, inspections } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { can, type Viewer } from "~/modules/permissions";
import { programmeToday } from "./corrective-action-rules";
import {
  correctiveActionScopeCondition,
  summaryColumns,
  toSummary,
  type CorrectiveActionSummary,
} from "./list-corrective-actions.server";

/**
 * The corrective actions of one application or one audit, for the panels of
 * the application and audit pages: only those the viewer may see (the
 * collection's scope), by due day. Empty for anyone who may not list them.
 */
export async function listRelatedCorrectiveActions(
  db: Executor,
  viewer: Viewer,
  of: { applicationId: string } | { auditId: string },
  now: Date = new Date(),
): Promise<CorrectiveActionSummary[]> {
  if (!can(viewer, "correctiveAction.list")) return [];
  const today = programmeToday(now, getEnv().PROGRAMME_TIME_ZONE);
  const subject: SQL =
    "applicationId" in of
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
