import { uuidPattern } from "~/lib/uuid";
import { timeZoneForRegion } from "~/lib/time-zones";
import { eq } from "drizzle-orm";
import { applications, inspections, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { recordStatusChange } from "~/modules/applications/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { conflictOfInterestMessage, hasExaminerConflict } from "~/modules/users/index.server";
import { userRoles, type Viewer } from "~/modules/permissions";
import { assertCan, mayBeAssignedAudits } from "~/modules/permissions";
import type { AuditRow } from "./audit-access.server";
import {
  applicationHasOpenAudit,
  assertExaminerFree,
  assertNoOpenAudit,
  isSecondOpenAudit,
  lockExaminerCalendar,
} from "./audit-calendar.server";
import { announceAuditSchedule } from "./audit-emails.server";
import { findFollowUpScope } from "./audit-follow-up.server";
import {
  auditFeePaidStatuses,
  auditMachine,
  auditMessages,
  schedulableApplicationStatuses,
} from "./audit-rules";
import {
  firstIssue,
  scheduleAuditSchema,
  toScheduledDate,
  type ScheduleAuditInput,
} from "./audit-schedule-schema";

/** An examiner by profile: id, name, e-mail, or null when the user holds no examiner role. */
export async function findExaminer(db: Database, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row || row.status !== "active") return null;
  if (!mayBeAssignedAudits(userRoles(row.role, row.metadata.additional_roles))) return null;
  return { id: row.id, name: row.name, email: row.email };
}

/** SPEC §5: audit fee paid, and submitted, under-review or inspection-scheduled. */
function assertSchedulable(application: { paymentStatus: string; status: string }) {
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
}

/**
 * Schedules an audit (administrator or committee only, SPEC §6/§8). Rules of
 * SPEC §5: a known application, audit fee paid, status submitted, under-review
 * or inspection-scheduled; an examiner holding the examiner role; a date in
 * the future; no other open audit of the application and no other open audit
 * of the examiner within the audit length (decision 032), both checked under
 * a lock and backed by a unique index. In one transaction: the audit, the
 * application's move to inspection-scheduled (unless it already is, through
 * the `system:audit-scheduled` edge), notifications and e-mails with the
 * `.ics` invite to the applicant and the examiner, and the audit log.
 * When the latest completed audit has corrective actions not resolved, the
 * audit is a follow-up of it limited to their standards (issue 37), unless
 * `fullAudit` asks for every standard.
 */
export async function scheduleAudit(
  db: Database,
  actor: Viewer,
  input: ScheduleAuditInput,
  now: Date = new Date(),
): Promise<AuditRow> {
  assertCan(actor, "audit.schedule");
  const parsed = scheduleAuditSchema.safeParse(input);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    throw new AppError("validation", message, { [field]: message });
  }
  const { applicationId, examinerId, date, time, fullAudit } = parsed.data;
  const [application] = uuidPattern.test(applicationId)
    ? await db.select().from(applications).where(eq(applications.id, applicationId))
    : [];
  if (!application) {
    throw new AppError("not_found", auditMessages.applicationNotFound, {
      applicationId: auditMessages.applicationNotFound,
    });
  }
  assertSchedulable(application);
  const examiner = await findExaminer(db, examinerId);
  if (!examiner) {
    throw new AppError("validation", auditMessages.notAnExaminer, {
      examinerId: auditMessages.notAnExaminer,
    });
  }
  if (
    await hasExaminerConflict(db, { examinerId: examiner.id, businessId: application.applicantId })
  ) {
    throw new AppError("validation", conflictOfInterestMessage, {
      examinerId: conflictOfInterestMessage,
    });
  }
  const timeZone = parsed.data.timeZone ?? timeZoneForRegion(application.businessAddress?.region);
  const start = toScheduledDate(date, time, timeZone);
  if (!start) {
    throw new AppError("validation", auditMessages.invalidDate, {
      date: auditMessages.invalidDate,
    });
  }
  if (start.getTime() <= now.getTime()) {
    throw new AppError("validation", auditMessages.dateInPast, { date: auditMessages.dateInPast });
  }

  try {
    return await db.transaction(async (tx) => {
      // One application, one open audit; one examiner, one audit at a time.
      const [current] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, application.id))
        .for("update");
      if (!current) throw new AppError("not_found", auditMessages.applicationNotFound);
      assertSchedulable(current);
      await assertNoOpenAudit(tx, current.id);
      await lockExaminerCalendar(tx, examiner.id);
      await assertExaminerFree(tx, { examinerId: examiner.id, start, timeZone });
      const followUp = fullAudit ? null : await findFollowUpScope(tx, current.id);
      const [audit] = await tx
        .insert(inspections)
        .values({
          applicationId: current.id,
          examinerId: examiner.id,
          scheduledDate: start,
          timeZone,
          status: auditMachine.initial,
          followUpOf: followUp?.followUpOf ?? null,
          scopeStandardNumbers: followUp?.scopeStandardNumbers ?? null,
          createdBy: actor.user.id,
        })
        .returning();
      if (current.status !== "inspection-scheduled") {
        await recordStatusChange(tx, {
          application: current,
          by: { event: "system:audit-scheduled", actorId: actor.user.id },
          to: "inspection-scheduled",
          details: { auditId: audit!.id, activeRole: actor.activeRole },
        });
      }
      await announceAuditSchedule(tx, {
        auditId: audit!.id,
        application: current,
        examiner,
        start,
        timeZone,
      });
      await writeAuditLog(tx, {
        entityType: "inspection",
        entityId: audit!.id,
        action: "audit_scheduled",
        actorId: actor.user.id,
        details: {
          applicationId: current.id,
          examinerId: examiner.id,
          scheduledDate: start.toISOString(),
          timeZone,
          activeRole: actor.activeRole,
          ...(followUp ?? {}),
        },
      });
      return audit!;
    });
  } catch (error) {
    if (isSecondOpenAudit(error)) throw applicationHasOpenAudit();
    throw error;
  }
}
