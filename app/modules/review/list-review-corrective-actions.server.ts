import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { correctiveActions, inspections } from "~/db/schema";
import {
  isCorrectiveActionOverdue,
  type CorrectiveActionSeverity,
  type CorrectiveActionStatus,
} from "~/domain/corrective-action-status";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";

/** A corrective action as the review panel shows it (issue 37). */
export type ReviewCorrectiveAction = {
  id: string;
  applicationId: string;
  standardNumber: string;
  standardTitle: string;
  severity: CorrectiveActionSeverity;
  status: CorrectiveActionStatus;
  /** YYYY-MM-DD in the programme's time zone. */
  dueOn: string;
  overdue: boolean;
};

/**
 * The corrective actions of the given applications (every audit's, newest
 * audit first, then in the standards' order), each with its overdue flag on
 * the programme's today. The review module's own small read of the
 * corrective_actions table: staff only call it (the panel and the approval
 * gate check their permissions first).
 */
export async function listReviewCorrectiveActions(
  db: Executor,
  applicationIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, ReviewCorrectiveAction[]>> {
  const byApplication = new Map<string, ReviewCorrectiveAction[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select({
      id: correctiveActions.id,
      applicationId: correctiveActions.applicationId,
      standardNumber: correctiveActions.standardNumber,
      standardTitle: correctiveActions.standardTitle,
      severity: correctiveActions.severity,
      status: correctiveActions.status,
      dueOn: correctiveActions.dueOn,
    })
    .from(correctiveActions)
    .innerJoin(inspections, eq(inspections.id, correctiveActions.inspectionId))
    .where(inArray(correctiveActions.applicationId, [...applicationIds]))
    .orderBy(
      desc(inspections.completedAt),
      sql`length(${correctiveActions.standardNumber})`,
      asc(correctiveActions.standardNumber),
    );
  const today = isoDate(now, getEnv().PROGRAMME_TIME_ZONE);
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? [];
    list.push({
      ...row,
      severity: row.severity as CorrectiveActionSeverity,
      status: row.status as CorrectiveActionStatus,
      overdue: isCorrectiveActionOverdue(row, today),
    });
    byApplication.set(row.applicationId, list);
  }
  return byApplication;
}
