import { and, eq } from "drizzle-orm";
import { applications, inspections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { applicationMachine } from "~/modules/applications";
import { recordStatusChange, STATUS_CHANGED_MEANWHILE } from "~/modules/applications/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import {
  createNotification,
  notificationSentences,
  notificationText,
} from "~/modules/notifications/index.server";
import { auditNotificationMessages as n } from "./audit-notifications";
import { getAuditForViewer } from "./audit-access.server";
import { auditMessages } from "./audit-rules";

/**
 * Deletes an audit (administrator or committee only; never a completed one,
 * SPEC §5/§8). Deleting the last audit of an application sets it back to
 * under-review (SPEC §4). An audit still planned is announced as cancelled
 * to the applicant and the examiner.
 */
export async function deleteAudit(db: Database, actor: Viewer, auditId: string): Promise<void> {
  assertCan(actor, "audit.delete");
  const { audit, application } = await getAuditForViewer(db, actor, auditId);
  if (audit.status === "completed") {
    throw new AppError("validation", auditMessages.completedNotDeletable);
  }
  await db.transaction(async (tx) => {
    // Only as read: an audit completed (or deleted) meanwhile is not deleted.
    const deleted = await tx
      .delete(inspections)
      .where(and(eq(inspections.id, audit.id), eq(inspections.status, audit.status)))
      .returning({ id: inspections.id });
    if (deleted.length === 0) throw new AppError("conflict", STATUS_CHANGED_MEANWHILE);
    if (audit.status === "scheduled" || audit.status === "in-progress") {
      const start = audit.scheduledDate.toISOString();
      const timeZone = audit.timeZone;
      const message = notificationSentences(
        notificationText(n.cancelled, {
          businessName: application.businessName,
          date: { day: start, timeZone },
          time: { time: start, timeZone },
        }),
      );
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
    // "Back" to under-review when the table has the edge: never undoing a panel decision.
    const [current] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    if (
      !remaining &&
      current &&
      applicationMachine.allows(
        current.status as never,
        "under-review",
        "system:last-audit-deleted",
      )
    ) {
      await recordStatusChange(tx, {
        application: current,
        by: { event: "system:last-audit-deleted", actorId: actor.user.id },
        to: "under-review",
        note: notificationText(n.timelineDeleted),
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
