import { and, desc, eq, sql } from "drizzle-orm";
import { correctiveActions, inspections } from "~/db/schema";
import { followUpScope } from "~/domain/corrective-action-status";
import type { Executor } from "~/lib/db.server";

/**
 * What a new audit of the application follows up (issue 37, "Re-audit
 * required"; decision 087): the latest completed audit when it has
 * corrective actions not resolved (open, answered or returned), with those
 * standards as the new audit's scope; null when there is none (a full audit).
 * Reads the corrective_actions table itself: the corrective-actions module
 * imports this one, not the other way round.
 */
export async function findFollowUpScope(
  db: Executor,
  applicationId: string,
): Promise<{ followUpOf: string; scopeStandardNumbers: string[] } | null> {
  const [latest] = await db
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(eq(inspections.applicationId, applicationId), eq(inspections.status, "completed")))
    .orderBy(sql`${inspections.completedAt} desc nulls last`, desc(inspections.id))
    .limit(1);
  if (!latest) return null;
  const actions = await db
    .select({ status: correctiveActions.status, standardNumber: correctiveActions.standardNumber })
    .from(correctiveActions)
    .where(eq(correctiveActions.inspectionId, latest.id));
  const scope = followUpScope(actions);
  return scope ? { followUpOf: latest.id, scopeStandardNumbers: scope } : null;
}
