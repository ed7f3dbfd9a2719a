import { and, eq, inArray, sql } from "drizzle-orm";
import { profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { holdsAnyRole } from "~/lib/role-holders.server";
import { assertCan, rolesWith, type Viewer } from "~/modules/permissions";
import { assertImpartialHandler, ineligibleAssignees } from "./complaint-impartiality.server";
import { complaintMessages } from "./complaint-messages";
import {
  assertSameVersion,
  findComplaint,
  recordComplaintEvent,
  updateComplaintAtVersion,
} from "./complaint-record.server";

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
 * recorded conflict of interest with it — as assignee and as the one who
 * assigns (decision 080).
 */
export async function assignComplaint(
  db: Database,
  viewer: Viewer,
  input: { complaintId: string; version: number; assigneeId: string },
): Promise<void> {
  assertCan(viewer, "complaint.manage");
  await db.transaction(async (tx) => {
    const current = await findComplaint(tx, input.complaintId, { lock: true });
    await assertImpartialHandler(tx, viewer, current);
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
