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

/** What a follow-up audit's page and report say: the audit it follows and its scope. */
export type AuditFollowUp = {
  auditId: string;
  /** When the followed audit was carried out (its start, else completion, else schedule). */
  date: string;
  timeZone: string;
  standards: string[];
};

/** The follow-up an audit is (null for a full audit). */
export async function describeFollowUp(
  db: Executor,
  audit: { followUpOf: string | null; scopeStandardNumbers: string[] | null },
): Promise<AuditFollowUp | null> {
  if (!audit.scopeStandardNumbers) return null;
  const [followed] = audit.followUpOf
    ? await db
        .select({
          id: inspections.id,
          startedAt: inspections.startedAt,
          completedAt: inspections.completedAt,
          scheduledDate: inspections.scheduledDate,
          timeZone: inspections.timeZone,
        })
        .from(inspections)
        .where(eq(inspections.id, audit.followUpOf))
    : [];
  if (!followed) return null;
  const when = followed.startedAt ?? followed.completedAt ?? followed.scheduledDate;
  return {
    auditId: followed.id,
    date: when.toISOString(),
    timeZone: followed.timeZone,
    standards: audit.scopeStandardNumbers,
  };
}
