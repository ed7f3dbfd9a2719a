import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { applications, examinerConflicts, inspections, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { holdsAnyRole } from "~/lib/role-holders.server";
import { assertCan, rolesWith, type Viewer } from "~/modules/permissions";
import { complaintMessages } from "./complaint-messages";
import {
  assertSameVersion,
  findComplaint,
  recordComplaintEvent,
  updateComplaintAtVersion,
} from "./complaint-record.server";

/**
 * People who may not handle a complaint about `businessId` (impartiality,
 * ISO/IEC 17065 §7.13.6; decision 058): anyone who audited the business (an
 * audit of any of its applications that was not cancelled), and anyone with
 * a recorded conflict of interest with it.
 */
export async function ineligibleAssignees(
  db: Executor,
  businessId: string,
): Promise<{ audited: Set<string>; conflicted: Set<string> }> {
  const [audited, conflicted] = await Promise.all([
    db
      .selectDistinct({ id: inspections.examinerId })
      .from(inspections)
      .innerJoin(applications, eq(applications.id, inspections.applicationId))
      .where(and(eq(applications.applicantId, businessId), ne(inspections.status, "cancelled"))),
    db
      .select({ id: examinerConflicts.examinerId })
      .from(examinerConflicts)
      .where(eq(examinerConflicts.businessId, businessId)),
  ]);
  return {
    audited: new Set(audited.map((r) => r.id)),
    conflicted: new Set(conflicted.map((r) => r.id)),
  };
}

/** Staff who may handle a case about `businessId` (for the assignee choice), by name. */
export async function listEligibleAssignees(db: Executor, businessId: string) {
  const staff = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(and(holdsAnyRole(rolesWith("complaint.manage")), eq(profiles.status, "active")))
    .orderBy(sql`lower(${profiles.name})`, profiles.id);
  const { audited, conflicted } = await ineligibleAssignees(db, businessId);
  return staff.filter((s) => !audited.has(s.id) && !conflicted.has(s.id));
}

/**
 * Assigns a case to a committee member or administrator, refused on the
 * server for the examiner who audited the business and for anyone with a
 * recorded conflict of interest with it.
 */
export async function assignComplaint(
  db: Database,
  viewer: Viewer,
  input: { complaintId: string; version: number; assigneeId: string },
): Promise<void> {
  assertCan(viewer, "complaint.manage");
  await db.transaction(async (tx) => {
    const current = await findComplaint(tx, input.complaintId, { lock: true });
    assertSameVersion(current, input.version);
    const [assignee] = await tx
      .select({ id: profiles.id, name: profiles.name })
      .from(profiles)
      .where(
        and(
          inArray(profiles.id, [input.assigneeId]),
          holdsAnyRole(rolesWith("complaint.manage")),
          eq(profiles.status, "active"),
        ),
      );
    if (!assignee) {
      throw new AppError("validation", complaintMessages.assigneeNotStaff, {
        assigneeId: complaintMessages.assigneeNotStaff,
      });
    }
    const { audited, conflicted } = await ineligibleAssignees(tx, current.businessId);
    const refusal = audited.has(assignee.id)
      ? complaintMessages.assigneeAuditedBusiness
      : conflicted.has(assignee.id)
        ? complaintMessages.assigneeConflict
        : null;
    if (refusal) throw new AppError("validation", refusal, { assigneeId: refusal });
    await updateComplaintAtVersion(tx, {
      id: current.id,
      version: input.version,
      set: { assigneeId: assignee.id },
    });
    await recordComplaintEvent(tx, {
      complaintId: current.id,
      kind: "assigned",
      actorId: viewer.user.id,
      body: `Assigned to ${assignee.name}`,
      audit: "complaint.assign",
      details: { assigneeId: assignee.id, previous: current.assigneeId },
    });
  });
}
