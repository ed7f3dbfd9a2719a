import { eq } from "drizzle-orm";
import { applications, inspections, profiles } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Database } from "~/lib/db.server";
import type { Viewer } from "~/modules/applications/application-access.server";
import { recordStatusChange } from "~/modules/applications/record-status-change.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { assertCan } from "~/modules/auth/session.server";
import { userRoles } from "~/modules/permissions/permissions";
import type { AuditRow } from "./audit-access.server";
import { announceAuditSchedule } from "./audit-emails.server";
import { auditFeePaidStatuses, auditMessages, schedulableApplicationStatuses } from "./audit-rules";
import {
  firstIssue,
  scheduleAuditSchema,
  toScheduledDate,
  type ScheduleAuditInput,
} from "./audit-schedule-schema";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An examiner by profile: id, name, e-mail, or null when the user holds no examiner role. */
export async function findExaminer(db: Database, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row || !userRoles(row.role, row.metadata.additional_roles).includes("examiner")) return null;
  return { id: row.id, name: row.name, email: row.email };
}

/**
 * Schedules an audit (administrator or committee only, SPEC §6/§8). Rules of
 * SPEC §5: a known application, audit fee paid, status submitted, under-review
 * or inspection-scheduled; an examiner holding the examiner role; a date in
 * the future. In one transaction: the audit, the application's move to
 * inspection-scheduled (unless it already is), notifications and e-mails with
 * the `.ics` invite to the applicant and the examiner, and the audit log.
 */
export async function scheduleAudit(
  db: Database,
  actor: Viewer,
  input: ScheduleAuditInput,
  now: Date = new Date(),
): Promise<AuditRow> {
  assertCan(actor, "schedule_audits");
  const parsed = scheduleAuditSchema.safeParse(input);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new AppError("validation", message, { [field]: message });
  }
  const { applicationId, examinerId, date, time } = parsed.data;
  const [application] = uuidPattern.test(applicationId)
    ? await db.select().from(applications).where(eq(applications.id, applicationId))
    : [];
  if (!application) {
    throw new AppError("not_found", auditMessages.applicationNotFound, {
      applicationId: auditMessages.applicationNotFound,
    });
  }
  if (!(auditFeePaidStatuses as readonly string[]).includes(application.paymentStatus)) {
    throw new AppError("validation", auditMessages.feeNotPaid, {
      applicationId: auditMessages.feeNotPaid,
    });
  }
  if (!(schedulableApplicationStatuses as readonly string[]).includes(application.status)) {
    throw new AppError("validation", auditMessages.notUnderReview, {
      applicationId: auditMessages.notUnderReview,
    });
  }
  const examiner = await findExaminer(db, examinerId);
  if (!examiner) {
    throw new AppError("validation", auditMessages.notAnExaminer, {
      examinerId: auditMessages.notAnExaminer,
    });
  }
  const start = toScheduledDate(date, time);
  if (!start) {
    throw new AppError("validation", auditMessages.invalidDate, {
      date: auditMessages.invalidDate,
    });
  }
  if (start.getTime() <= now.getTime()) {
    throw new AppError("validation", auditMessages.dateInPast, { date: auditMessages.dateInPast });
  }

  return db.transaction(async (tx) => {
    const [audit] = await tx
      .insert(inspections)
      .values({
        applicationId: application.id,
        examinerId: examiner.id,
        scheduledDate: start,
        status: "scheduled",
        createdBy: actor.user.id,
      })
      .returning();
    if (application.status !== "inspection-scheduled") {
      await recordStatusChange(tx, {
        application,
        actorId: actor.user.id,
        to: "inspection-scheduled",
        details: { auditId: audit!.id, activeRole: actor.activeRole },
      });
    }
    await announceAuditSchedule(tx, { auditId: audit!.id, application, examiner, start });
    await writeAuditLog(tx, {
      entityType: "inspection",
      entityId: audit!.id,
      action: "audit_scheduled",
      actorId: actor.user.id,
      details: {
        applicationId: application.id,
        examinerId: examiner.id,
        scheduledDate: start.toISOString(),
        activeRole: actor.activeRole,
      },
    });
    return audit!;
  });
}
