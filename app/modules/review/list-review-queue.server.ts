import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { applications, inspectionFindings, inspections, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { can, type Viewer } from "~/modules/permissions";
import type { ApplicationStatus } from "~/modules/applications";
import { findingValues, formatAddress, type Finding, type Recommendation } from "~/modules/audits";
import { approvalGate } from "~/domain/corrective-action-status";
import {
  listRelatedCorrectiveActions,
  type CorrectiveActionSummary,
} from "~/modules/corrective-actions/index.server";
import { reviewMessages, reviewQueueStatuses } from "./review-rules";

export type ReviewQueueItem = {
  applicationId: string;
  businessName: string;
  businessAddress: string;
  status: ApplicationStatus;
  updatedAt: string;
  /** The latest completed audit's report, or null when none is completed. */
  audit: {
    id: string;
    examinerName: string;
    completedAt: string | null;
    counts: Record<Finding, number>;
    recommendation: Recommendation | null;
    recommendationNotes: string | null;
  } | null;
  /** The application's corrective actions (issue 37), by due day. */
  correctiveActions: CorrectiveActionSummary[];
  /** The approval gate: majors not accepted (approval refused), minors not accepted (a reason). */
  gate: { blockingMajor: string[]; openMinor: string[] };
};

/**
 * The review panel's queue (administrator and committee): applications in
 * inspection-completed or review-panel, oldest change first, each with the
 * summary of its latest completed audit report (count per finding and the
 * recommendation), its corrective actions and the approval gate they make.
 */
export async function listReviewQueue(db: Executor, actor: Viewer): Promise<ReviewQueueItem[]> {
  if (!can(actor, "review.view")) throw new AppError("forbidden", reviewMessages.denied);
  const apps = await db
    .select()
    .from(applications)
    .where(inArray(applications.status, [...reviewQueueStatuses]))
    .orderBy(asc(applications.updatedAt), asc(applications.id))
    .limit(200);
  if (apps.length === 0) return [];
  const ids = apps.map((a) => a.id);
  const audits = await db
    .select({
      id: inspections.id,
      applicationId: inspections.applicationId,
      completedAt: inspections.completedAt,
      recommendation: inspections.recommendation,
      recommendationNotes: inspections.recommendationNotes,
      examinerName: sql<string | null>`${profiles.name}`,
    })
    .from(inspections)
    .leftJoin(profiles, eq(profiles.id, inspections.examinerId))
    .where(and(inArray(inspections.applicationId, ids), eq(inspections.status, "completed")))
    .orderBy(desc(inspections.completedAt), desc(inspections.id));
  const latest = new Map<string, (typeof audits)[number]>();
  for (const a of audits) if (!latest.has(a.applicationId)) latest.set(a.applicationId, a);
  const auditIds = [...latest.values()].map((a) => a.id);
  const counts = auditIds.length
    ? await db
        .select({
          inspectionId: inspectionFindings.inspectionId,
          finding: inspectionFindings.finding,
          n: sql<number>`count(*)::int`,
        })
        .from(inspectionFindings)
        .where(inArray(inspectionFindings.inspectionId, auditIds))
        .groupBy(inspectionFindings.inspectionId, inspectionFindings.finding)
    : [];
  const actions = await listRelatedCorrectiveActions(db, actor, { applicationIds: ids });
  return apps.map((a) => {
    const audit = latest.get(a.id);
    const correctiveActions = actions.filter((c) => c.applicationId === a.id);
    const tally = Object.fromEntries(findingValues.map((f) => [f, 0])) as Record<Finding, number>;
    if (audit) {
      for (const c of counts) {
        if (c.inspectionId === audit.id && c.finding in tally) tally[c.finding as Finding] = c.n;
      }
    }
    return {
      applicationId: a.id,
      businessName: a.businessName,
      businessAddress: formatAddress(a.businessAddress),
      status: a.status as ApplicationStatus,
      updatedAt: a.updatedAt.toISOString(),
      audit: audit
        ? {
            id: audit.id,
            examinerName: audit.examinerName ?? "Unknown",
            completedAt: audit.completedAt?.toISOString() ?? null,
            counts: tally,
            recommendation: audit.recommendation as Recommendation | null,
            recommendationNotes: audit.recommendationNotes,
          }
        : null,
      correctiveActions,
      gate: approvalGate(correctiveActions),
    };
  });
}
