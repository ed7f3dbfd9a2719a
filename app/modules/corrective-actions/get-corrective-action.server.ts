import { and, asc, eq } from "drizzle-orm";
import { isoDate } from "~/lib/format";
import { auditLog, correctiveActionEvidence, profiles } from "~/db/schema";
import {
  isCorrectiveActionOverdue,
  type CorrectiveActionSeverity,
  type CorrectiveActionStatus,
} from "~/domain/corrective-action-status";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { can, type Viewer } from "~/modules/permissions";
import {
  correctiveActionResource,
  loadVisibleCorrectiveAction,
} from "./corrective-action-record.server";

export type CorrectiveActionHistoryEntry = {
  id: string;
  /** The status it moved to. */
  to: CorrectiveActionStatus;
  at: string;
  actorName: string | null;
  reason: string | null;
};

/**
 * One corrective action's page (issue 37), for whoever may see it (else not
 * found): the standard, the finding, severity, due day, status with its
 * history from the audit log, the answer and its evidence, and what the
 * viewer may do now (answer while open or returned; verify while answered).
 */
export async function getCorrectiveActionPage(
  db: Executor,
  viewer: Viewer,
  actionId: string,
  now: Date = new Date(),
) {
  const action = await loadVisibleCorrectiveAction(db, viewer, actionId);
  const resource = correctiveActionResource(action);
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  const evidence = await db
    .select({
      id: correctiveActionEvidence.id,
      name: correctiveActionEvidence.name,
      mimeType: correctiveActionEvidence.mimeType,
      size: correctiveActionEvidence.size,
      createdAt: correctiveActionEvidence.createdAt,
    })
    .from(correctiveActionEvidence)
    .where(eq(correctiveActionEvidence.correctiveActionId, action.id))
    .orderBy(asc(correctiveActionEvidence.createdAt), asc(correctiveActionEvidence.name));
  const log = await db
    .select({
      id: auditLog.id,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorName: profiles.name,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, "corrective_action"), eq(auditLog.entityId, action.id)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const history: CorrectiveActionHistoryEntry[] = log.map((entry) => {
    const details = entry.details as { to?: string; reason?: unknown };
    return {
      id: entry.id,
      to: (details.to ?? "open") as CorrectiveActionStatus,
      at: entry.createdAt.toISOString(),
      // The system opened it when the audit was completed; the examiner's name is not the opener's.
      actorName: details.to === "open" ? null : (entry.actorName ?? null),
      reason: typeof details.reason === "string" ? details.reason : null,
    };
  });
  const status = action.status as CorrectiveActionStatus;
  return {
    action: {
      id: action.id,
      applicationId: action.applicationId,
      auditId: action.inspectionId,
      businessName: action.businessName,
      standardNumber: action.standardNumber,
      standardTitle: action.standardTitle,
      severity: action.severity as CorrectiveActionSeverity,
      findingNotes: action.findingNotes,
      dueOn: action.dueOn,
      status,
      overdue: isCorrectiveActionOverdue(action, isoDate(now, timeZone)),
      rootCause: action.rootCause,
      changesMade: action.changesMade,
      answeredAt: action.answeredAt?.toISOString() ?? null,
      returnReason: action.returnReason,
      verifiedAt: action.verifiedAt?.toISOString() ?? null,
      version: action.version,
    },
    timeZone,
    evidence: evidence.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    history,
    canAnswer:
      (status === "open" || status === "returned") &&
      can(viewer, "correctiveAction.answer", resource),
    canVerify: status === "answered" && can(viewer, "correctiveAction.verify", resource),
  };
}
export type CorrectiveActionPage = Awaited<ReturnType<typeof getCorrectiveActionPage>>;
