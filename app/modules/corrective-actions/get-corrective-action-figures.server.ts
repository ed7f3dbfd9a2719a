import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { isoDate } from "~/lib/format";
import { applications, correctiveActions, inspections } from "~/db/schema";
import { unresolvedStatuses } from "~/domain/corrective-action-status";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { Viewer } from "~/modules/permissions";
import {
  correctiveActionScopeCondition,
  overdueCorrectiveActionCondition,
} from "./list-corrective-actions.server";

export type CorrectiveActionFigures = {
  /** Not closed yet (open, answered or returned). */
  unresolved: number;
  /** Answered, waiting for the examiner or staff to verify. */
  toVerify: number;
  /** Past the due day while the business still has to answer. */
  overdue: number;
};

/**
 * The counts of corrective actions the viewer may see (dashboard overview,
 * reports): unresolved, waiting for verification, overdue (today in the
 * programme's time zone).
 */
export async function getCorrectiveActionFigures(
  db: Executor,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<CorrectiveActionFigures> {
  const today = isoDate(now, getEnv().PROGRAMME_TIME_ZONE);
  const count = (condition: SQL) =>
    sql<number>`(count(*) filter (where ${condition}))::int`.mapWith(Number);
  const [row] = await db
    .select({
      unresolved: count(inArray(correctiveActions.status, [...unresolvedStatuses])),
      toVerify: count(eq(correctiveActions.status, "answered")),
      overdue: count(overdueCorrectiveActionCondition(today)),
    })
    .from(correctiveActions)
    .innerJoin(applications, eq(applications.id, correctiveActions.applicationId))
    .innerJoin(inspections, eq(inspections.id, correctiveActions.inspectionId))
    .where(and(sql`true`, correctiveActionScopeCondition(viewer)));
  return {
    unresolved: row?.unresolved ?? 0,
    toVerify: row?.toVerify ?? 0,
    overdue: row?.overdue ?? 0,
  };
}
