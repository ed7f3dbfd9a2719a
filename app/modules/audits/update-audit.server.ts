import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { inspectionFindings, inspections } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Database, Executor } from "~/lib/db.server";
import type { ApplicationRow, Viewer } from "~/modules/applications/application-access.server";
import type { ApplicationStatus } from "~/modules/applications/application-status";
import {
  recordStatusChange,
  STATUS_CHANGED_MEANWHILE,
} from "~/modules/applications/record-status-change.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { createNotification, notifyRole } from "~/modules/notifications/create-notification.server";
import { builtInStandards } from "~/modules/standards/built-in-standards";
import {
  canWorkOnAudit,
  getAuditForViewer,
  type AuditRow,
  type LoadedAudit,
} from "./audit-access.server";
import { announceAuditSchedule, profileOf } from "./audit-emails.server";
import {
  auditDateParts,
  auditMessages,
  auditPath,
  canChangeAuditStatus,
  invalidTransitionMessage,
  isAuditStaff,
  isAuditStatus,
  type AuditStatus,
} from "./audit-rules";
import { firstIssue, rescheduleSchema, toScheduledDate } from "./audit-schedule-schema";

export type UpdateAuditInput = { status?: string; date?: string; time?: string };

/** Application statuses an audit's completion moves to inspection-completed. */
const beforeDecision: readonly ApplicationStatus[] = [
  "submitted",
  "under-review",
  "inspection-scheduled",
  "audit-required",
];

/**
 * Who may touch an audit at all: the assigned examiner or administrator and
 * committee (SPEC §6), else `You do not have permission to update this audit`;
 * a completed audit only administrator and committee (`Completed audits cannot
 * be modified`); a cancelled one nobody.
 */
export function assertMayModifyAudit(actor: Viewer, audit: AuditRow) {
  if (!canWorkOnAudit(actor, audit)) throw new AppError("forbidden", auditMessages.updateDenied);
  if (audit.status === "completed" && !isAuditStaff(actor.activeRole)) {
    throw new AppError("forbidden", auditMessages.completedNotModifiable);
  }
  if (audit.status === "cancelled") {
    throw new AppError("validation", auditMessages.cancelledNotModifiable);
  }
}

/** SPEC-level rule of the report: a finding for each of the standards and a recommendation. */
export async function assertReportComplete(tx: Executor, audit: AuditRow) {
  const numbers = builtInStandards.map((s) => s.number);
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(inspectionFindings)
    .where(
      and(
        eq(inspectionFindings.inspectionId, audit.id),
        inArray(inspectionFindings.standardNumber, numbers),
      ),
    );
  if ((counted?.n ?? 0) < numbers.length) {
    throw new AppError("validation", auditMessages.findingsIncomplete, {
      findings: auditMessages.findingsIncomplete,
    });
  }
  if (!audit.recommendation) {
    throw new AppError("validation", auditMessages.recommendationMissing, {
      recommendation: auditMessages.recommendationMissing,
    });
  }
}

async function setAuditStatus(tx: Executor, audit: AuditRow, to: AuditStatus) {
  const [updated] = await tx
    .update(inspections)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === "completed" ? { completedAt: sql`now()` } : {}),
    })
    // Only from the status checked: a concurrent change wins, this one stops.
    .where(and(eq(inspections.id, audit.id), eq(inspections.status, audit.status)))
    .returning();
  if (!updated) throw new AppError("conflict", STATUS_CHANGED_MEANWHILE);
  return updated;
}

/**
 * Completes an audit inside the caller's transaction: the report must be
 * complete; completed_at is set; the application moves to inspection-completed
 * (from a status before the panel's decision); the applicant and the staff
 * are notified (`inspection_completed`).
 */
export async function completeAuditWithin(
  tx: Executor,
  actor: Viewer,
  audit: AuditRow,
  application: ApplicationRow,
): Promise<AuditRow> {
  await assertReportComplete(tx, audit);
  const updated = await setAuditStatus(tx, audit, "completed");
  if (beforeDecision.includes(application.status as ApplicationStatus)) {
    await recordStatusChange(tx, {
      application,
      actorId: actor.user.id,
      to: "inspection-completed",
      details: { auditId: audit.id, activeRole: actor.activeRole },
    });
  }
  const link = auditPath(audit.id);
  await createNotification(tx, {
    userId: application.applicantId,
    type: "inspection_completed",
    message: `The audit of ${application.businessName} is complete; the report goes to the review panel.`,
    link,
  });
  await notifyRole(
    tx,
    ["administrator", "committee"],
    {
      type: "inspection_completed",
      message: `Audit completed for ${application.businessName}: the report is ready for review.`,
      link,
    },
    actor.user.id,
  );
  await writeAuditLog(tx, {
    entityType: "inspection",
    entityId: audit.id,
    action: "audit_completed",
    actorId: actor.user.id,
    details: { applicationId: application.id, activeRole: actor.activeRole },
  });
  return updated;
}

async function cancelAuditWithin(tx: Executor, actor: Viewer, loaded: LoadedAudit) {
  const { audit, application } = loaded;
  const updated = await setAuditStatus(tx, audit, "cancelled");
  const { date, time } = auditDateParts(audit.scheduledDate.toISOString());
  const message = `The audit of ${application.businessName} on ${date} at ${time} was cancelled.`;
  const link = auditPath(audit.id);
  for (const userId of new Set([application.applicantId, audit.examinerId])) {
    if (userId === actor.user.id) continue;
    await createNotification(tx, { userId, type: "inspection_cancelled", message, link });
  }
  // No audit left under way or done: the application is no longer "audit scheduled".
  const [active] = await tx
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(eq(inspections.applicationId, application.id), ne(inspections.status, "cancelled")))
    .limit(1);
  if (!active && application.status === "inspection-scheduled") {
    await recordStatusChange(tx, {
      application,
      actorId: actor.user.id,
      to: "under-review",
      note: "The audit was cancelled.",
      details: { auditId: audit.id, activeRole: actor.activeRole },
    });
  }
  await writeAuditLog(tx, {
    entityType: "inspection",
    entityId: audit.id,
    action: "audit_cancelled",
    actorId: actor.user.id,
    details: { applicationId: application.id, activeRole: actor.activeRole },
  });
  return updated;
}

/**
 * Changes an audit's status (scheduled → in-progress → completed, or
 * cancelled) and/or, for administrator and committee, its date and time.
 * By the assigned examiner or administrator/committee (SPEC §6/§8).
 */
export async function updateAudit(
  db: Database,
  actor: Viewer,
  auditId: string,
  input: UpdateAuditInput,
  now: Date = new Date(),
): Promise<AuditRow> {
  const loaded = await getAuditForViewer(db, actor, auditId);
  const { audit, application } = loaded;
  assertMayModifyAudit(actor, audit);

  let start: Date | null = null;
  if (input.date !== undefined || input.time !== undefined) {
    if (!isAuditStaff(actor.activeRole)) {
      throw new AppError("forbidden", auditMessages.rescheduleDenied);
    }
    const parsed = rescheduleSchema.safeParse({ date: input.date ?? "", time: input.time ?? "" });
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new AppError("validation", message, { [field]: message });
    }
    start = toScheduledDate(parsed.data.date, parsed.data.time);
    if (!start) {
      throw new AppError("validation", auditMessages.invalidDate, {
        date: auditMessages.invalidDate,
      });
    }
    if (audit.status !== "completed" && start.getTime() <= now.getTime()) {
      throw new AppError("validation", auditMessages.dateInPast, {
        date: auditMessages.dateInPast,
      });
    }
  }
  let to: AuditStatus | null = null;
  if (input.status !== undefined && input.status !== audit.status) {
    if (!isAuditStatus(input.status)) {
      throw new AppError("validation", "Choose a status from the list", {
        status: "Choose a status from the list",
      });
    }
    if (!canChangeAuditStatus(audit.status as AuditStatus, input.status)) {
      const message = invalidTransitionMessage(audit.status as AuditStatus, input.status);
      throw new AppError("validation", message, { status: message });
    }
    to = input.status;
  }

  return db.transaction(async (tx) => {
    let current = audit;
    if (start && start.getTime() !== audit.scheduledDate.getTime()) {
      const [moved] = await tx
        .update(inspections)
        .set({ scheduledDate: start, updatedAt: sql`now()` })
        .where(eq(inspections.id, audit.id))
        .returning();
      current = moved!;
      const examiner = await profileOf(tx, audit.examinerId);
      if (examiner) {
        await announceAuditSchedule(tx, {
          auditId: audit.id,
          application,
          examiner,
          start,
          rescheduled: true,
        });
      }
      await writeAuditLog(tx, {
        entityType: "inspection",
        entityId: audit.id,
        action: "audit_rescheduled",
        actorId: actor.user.id,
        details: {
          from: audit.scheduledDate.toISOString(),
          to: start.toISOString(),
          activeRole: actor.activeRole,
        },
      });
    }
    if (to === "completed") return completeAuditWithin(tx, actor, current, application);
    if (to === "cancelled") return cancelAuditWithin(tx, actor, { audit: current, application });
    if (to) {
      const updated = await setAuditStatus(tx, current, to);
      await writeAuditLog(tx, {
        entityType: "inspection",
        entityId: audit.id,
        action: "audit_status_changed",
        actorId: actor.user.id,
        details: { from: audit.status, to, activeRole: actor.activeRole },
      });
      return updated;
    }
    return current;
  });
}
