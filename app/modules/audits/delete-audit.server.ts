import { eq } from "drizzle-orm";
import { inspections } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Database } from "~/lib/db.server";
import type { Viewer } from "~/modules/applications/application-access.server";
import { recordStatusChange } from "~/modules/applications/record-status-change.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { assertCan } from "~/modules/auth/session.server";
import { createNotification } from "~/modules/notifications/create-notification.server";
import { getAuditForViewer } from "./audit-access.server";
import { auditDateParts, auditMessages } from "./audit-rules";

const returnsToReview: readonly string[] = ["inspection-scheduled", "inspection-completed"];

/**
 * Deletes an audit (administrator or committee only; never a completed one,
 * SPEC §5/§8). Deleting the last audit of an application sets it back to
 * under-review (SPEC §4). An audit still planned is announced as cancelled
 * to the applicant and the examiner.
 */
export async function deleteAudit(db: Database, actor: Viewer, auditId: string): Promise<void> {
  assertCan(actor, "delete_audits");
  const { audit, application } = await getAuditForViewer(db, actor, auditId);
  if (audit.status === "completed") {
    throw new AppError("validation", auditMessages.completedNotDeletable);
  }
  await db.transaction(async (tx) => {
    await tx.delete(inspections).where(eq(inspections.id, audit.id));
    if (audit.status === "scheduled" || audit.status === "in-progress") {
      const { date, time } = auditDateParts(audit.scheduledDate.toISOString());
      const message = `The audit of ${application.businessName} on ${date} at ${time} was cancelled.`;
      for (const userId of new Set([application.applicantId, audit.examinerId])) {
        if (userId === actor.user.id) continue;
        await createNotification(tx, {
          userId,
          type: "inspection_cancelled",
          message,
          link: `/dashboard/applications/${application.id}`,
        });
      }
    }
    const [remaining] = await tx
      .select({ id: inspections.id })
      .from(inspections)
      .where(eq(inspections.applicationId, application.id))
      .limit(1);
    // "Back" to under-review: only from the audit statuses, never undoing a panel decision.
    if (!remaining && returnsToReview.includes(application.status)) {
      await recordStatusChange(tx, {
        application,
        actorId: actor.user.id,
        to: "under-review",
        note: "The audit was deleted.",
        details: { auditId: audit.id, activeRole: actor.activeRole },
      });
    }
    await writeAuditLog(tx, {
      entityType: "inspection",
      entityId: audit.id,
      action: "audit_deleted",
      actorId: actor.user.id,
      details: {
        applicationId: application.id,
        status: audit.status,
        scheduledDate: audit.scheduledDate.toISOString(),
        activeRole: actor.activeRole,
      },
    });
  });
}
