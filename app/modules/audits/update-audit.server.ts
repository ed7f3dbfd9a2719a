import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { applications, inspectionFindings, inspections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { assertEdgeTaken } from "~/domain/state-machine";
import type { ApplicationRow } from "~/modules/applications/index.server";
import { applicationMachine } from "~/modules/applications";
import { recordStatusChange, STATUS_CHANGED_MEANWHILE } from "~/modules/applications/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { createCorrectiveActionsForAudit } from "~/modules/corrective-actions/index.server";
import {
  createNotification,
  notificationSentences,
  notificationText,
  notifyRole,
} from "~/modules/notifications/index.server";
import { auditNotificationMessages as n } from "./audit-notifications";
import { assertCan, audienceRoles, can, type Viewer } from "~/modules/permissions";
import {
  canWorkOnAudit,
  getAuditForViewer,
  type AuditRow,
  type LoadedAudit,
} from "./audit-access.server";
import { assertExaminerFree, lockExaminerCalendar } from "./audit-calendar.server";
import { recordAuditStandardsVersion, standardsForAudit } from "./audit-standards.server";
import { announceAuditSchedule, profileOf } from "./audit-emails.server";
import {
  auditMachine,
  auditMessages,
  auditPath,
  canChangeAuditStatus,
  invalidTransitionMessage,
  isAuditStatus,
  openAuditStatuses,
  startedBeforeSchedule,
  type AuditStatus,
} from "./audit-rules";
import { readerLocale } from "./reader-locale.server";
import { firstIssue, rescheduleSchema, toScheduledDate } from "./audit-schedule-schema";

export type UpdateAuditInput = {
  status?: string;
  date?: string;
  time?: string;
  /** The zone of date and time (the audit's own when absent). */
  timeZone?: string;
};

/**
 * Who may touch an audit at all: the assigned examiner or administrator and
 * committee (SPEC §6), else `You do not have permission to update this audit`;
 * a completed audit only administrator and committee (`Completed audits cannot
 * be modified`); a cancelled one nobody.
 */
export function assertMayModifyAudit(actor: Viewer, audit: AuditRow) {
  if (!canWorkOnAudit(actor, audit)) throw new AppError("forbidden", auditMessages.updateDenied);
  if (audit.status === "completed") assertCan(actor, "audit.modifyCompleted");
  if (audit.status === "cancelled") {
    throw new AppError("validation", auditMessages.cancelledNotModifiable);
  }
}

/** SPEC-level rule of the report: a finding for each of the standards and a recommendation. */
export async function assertReportComplete(tx: Executor, audit: AuditRow) {
  const numbers = (await standardsForAudit(tx, audit)).standards.map((s) => s.number);
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

/** The audit_log action of each status an audit is moved to. */
const auditStatusAction: Record<AuditStatus, string> = {
  scheduled: "audit_status_changed",
  "in-progress": "audit_status_changed",
  completed: "audit_completed",
  cancelled: "audit_cancelled",
};

/**
 * The one writer of an audit's status: the edge must be in the audit table
 * for this person (`audit.update`: the assigned examiner or staff), and the
 * update only applies from the status read (a concurrent change wins). It
 * writes the audit's audit_log row in the same transaction (decision 085):
 * `audit_completed` (flagged when it started before its scheduled time),
 * `audit_cancelled`, else `audit_status_changed` with from and to.
 */
export async function setAuditStatus(
  tx: Executor,
  actor: Viewer,
  audit: AuditRow,
  to: AuditStatus,
  now: Date = new Date(),
): Promise<AuditRow> {
  const from = audit.status as AuditStatus;
  const message = isAuditStatus(from) ? invalidTransitionMessage(from, to) : undefined;
  assertEdgeTaken(
    auditMachine,
    from,
    to,
    {
      mayTake: (action) =>
        can(actor, action, { examinerId: audit.examinerId, status: audit.status }),
    },
    { denied: auditMessages.updateDenied, conflict: message },
  );
  const [updated] = await tx
    .update(inspections)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === "completed" ? { completedAt: sql`now()` } : {}),
      // When it was carried out: the start, else the scheduled time if it has passed.
      ...(to === "in-progress"
        ? { startedAt: sql`coalesce(${inspections.startedAt}, now())` }
        : to === "completed"
          ? {
              startedAt: sql`coalesce(${inspections.startedAt}, least(now(), ${inspections.scheduledDate}))`,
            }
          : {}),
      // A cancellation updates the calendar event (STATUS:CANCELLED), decision 065.
      ...(to === "cancelled" ? { calendarSequence: sql`${inspections.calendarSequence} + 1` } : {}),
    })
    .where(and(eq(inspections.id, audit.id), eq(inspections.status, from)))
    .returning();
  if (!updated) throw new AppError("conflict", STATUS_CHANGED_MEANWHILE);
  const early =
    to === "completed" && startedBeforeSchedule(updated.scheduledDate, updated.startedAt ?? now);
  await writeAuditLog(tx, {
    entityType: "inspection",
    entityId: audit.id,
    action: auditStatusAction[to],
    actorId: actor.user.id,
    details:
      to === "completed" || to === "cancelled"
        ? {
            applicationId: audit.applicationId,
            activeRole: actor.activeRole,
            ...(early ? { beforeScheduledStart: true } : {}),
          }
        : { from, to, activeRole: actor.activeRole },
  });
  return updated;
}

/** The application as it is now, inside the transaction (its status decides the system edge). */
async function currentApplication(tx: Executor, applicationId: string): Promise<ApplicationRow> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, applicationId));
  if (!row) throw new AppError("not_found", auditMessages.applicationNotFound);
  return row;
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
  now: Date = new Date(),
): Promise<AuditRow> {
  await assertReportComplete(tx, audit);
  const completed = await setAuditStatus(tx, actor, audit, "completed", now);
  // The audit records the standards version it was made against.
  const updated = {
    ...completed,
    standardsVersion: await recordAuditStandardsVersion(tx, audit.id),
  };
  const current = await currentApplication(tx, application.id);
  if (
    applicationMachine.allows(
      current.status as never,
      "inspection-completed",
      "system:audit-completed",
    )
  ) {
    await recordStatusChange(tx, {
      application: current,
      by: { event: "system:audit-completed", actorId: actor.user.id },
      to: "inspection-completed",
      details: { auditId: audit.id, activeRole: actor.activeRole },
    });
  }
  // Each minor or major non-conformity becomes a corrective action (issue 37).
  await createCorrectiveActionsForAudit(tx, {
    auditId: audit.id,
    applicationId: application.id,
    actorId: actor.user.id,
    completedAt: completed.completedAt ?? now,
  });
  const link = auditPath(audit.id);
  await createNotification(tx, {
    userId: application.applicantId,
    type: "inspection_completed",
    message: notificationText(n.completed, { businessName: application.businessName }),
    link,
  });
  await notifyRole(
    tx,
    audienceRoles("reviewers"),
    {
      type: "inspection_completed",
      message: notificationText(n.completedForReviewers, {
        businessName: application.businessName,
      }),
      link,
    },
    actor.user.id,
  );
  return updated;
}

async function cancelAuditWithin(tx: Executor, actor: Viewer, loaded: LoadedAudit) {
  const { audit, application } = loaded;
  const updated = await setAuditStatus(tx, actor, audit, "cancelled");
  const start = audit.scheduledDate.toISOString();
  const timeZone = audit.timeZone;
  const message = notificationSentences(
    notificationText(n.cancelled, {
      businessName: application.businessName,
      date: { day: start, timeZone },
      time: { time: start, timeZone },
    }),
  );
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
  const current = await currentApplication(tx, application.id);
  if (
    !active &&
    applicationMachine.allows(
      current.status as never,
      "under-review",
      "system:last-audit-cancelled",
    )
  ) {
    await recordStatusChange(tx, {
      application: current,
      by: { event: "system:last-audit-cancelled", actorId: actor.user.id },
      to: "under-review",
      note: notificationText(n.timelineCancelled),
      details: { auditId: audit.id, activeRole: actor.activeRole },
    });
  }
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
  let timeZone = audit.timeZone;
  if (input.date !== undefined || input.time !== undefined) {
    assertCan(actor, "audit.reschedule");
    const parsed = rescheduleSchema.safeParse({
      date: input.date ?? "",
      time: input.time ?? "",
      timeZone: input.timeZone,
    });
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.error);
      throw new AppError("validation", message, { [field]: message });
    }
    timeZone = parsed.data.timeZone ?? audit.timeZone;
    start = toScheduledDate(parsed.data.date, parsed.data.time, timeZone);
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
      throw new AppError("validation", auditMessages.invalidStatus, {
        status: auditMessages.invalidStatus,
      });
    }
    if (!canChangeAuditStatus(audit.status as AuditStatus, input.status)) {
      const message = invalidTransitionMessage(
        audit.status as AuditStatus,
        input.status,
        await readerLocale(),
      );
      throw new AppError("validation", message, { status: message });
    }
    to = input.status;
  }

  return db.transaction(async (tx) => {
    let current = audit;
    if (
      start &&
      (start.getTime() !== audit.scheduledDate.getTime() || timeZone !== audit.timeZone)
    ) {
      if ((openAuditStatuses as readonly string[]).includes(audit.status)) {
        // The examiner's calendar: no other open audit within the audit length.
        await lockExaminerCalendar(tx, audit.examinerId);
        await assertExaminerFree(tx, {
          examinerId: audit.examinerId,
          start,
          timeZone,
          excludeAuditId: audit.id,
        });
      }
      const [moved] = await tx
        .update(inspections)
        .set({
          scheduledDate: start,
          timeZone,
          updatedAt: sql`now()`,
          // Calendars replace the event of the earlier date (decision 065).
          calendarSequence: sql`${inspections.calendarSequence} + 1`,
        })
        // Only while it is still as read (not cancelled or completed meanwhile).
        .where(and(eq(inspections.id, audit.id), eq(inspections.status, audit.status)))
        .returning();
      if (!moved) throw new AppError("conflict", STATUS_CHANGED_MEANWHILE);
      current = moved;
      const examiner = await profileOf(tx, audit.examinerId);
      if (examiner) {
        await announceAuditSchedule(tx, {
          auditId: audit.id,
          application,
          examiner,
          start,
          timeZone,
          sequence: moved.calendarSequence,
          replaces: { start: audit.scheduledDate, timeZone: audit.timeZone },
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
          timeZone,
          activeRole: actor.activeRole,
        },
      });
    }
    if (to === "completed") return completeAuditWithin(tx, actor, current, application, now);
    if (to === "cancelled") return cancelAuditWithin(tx, actor, { audit: current, application });
    if (to) return setAuditStatus(tx, actor, current, to);
    return current;
  });
}
