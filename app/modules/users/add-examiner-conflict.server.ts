import { and, eq } from "drizzle-orm";
import { examinerConflicts, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { userRoles } from "~/modules/permissions";
import { assertCan, mayBeAssignedAudits, type Viewer } from "~/modules/permissions";
import { userMessages } from "~/domain/user-status";
import { userErrorMessages as e } from "./user-messages";

/**
 * Administrators: records that an examiner must not audit a business (the
 * applicant account), with the reason (decision 030). Scheduling or moving
 * an audit of that business to the examiner is then refused.
 */
export async function addExaminerConflict(
  db: Database,
  actor: Viewer,
  input: { examinerId: string; businessId: string; reason: string },
) {
  assertCan(actor, "users.manage");
  return db.transaction(async (tx) => {
    const [examiner] = await tx.select().from(profiles).where(eq(profiles.id, input.examinerId));
    if (!examiner) throw new AppError("not_found", userMessages.userNotFound);
    if (!mayBeAssignedAudits(userRoles(examiner.role, examiner.metadata.additional_roles))) {
      throw new AppError("validation", e.examinersOnly.defaultMessage);
    }
    const [business] = await tx
      .select({ id: profiles.id, name: profiles.name, organization: profiles.organization })
      .from(profiles)
      .where(eq(profiles.id, input.businessId));
    if (!business || business.id === examiner.id) {
      throw new AppError("validation", e.chooseBusiness.defaultMessage, {
        businessId: e.chooseBusiness.defaultMessage,
      });
    }
    const [existing] = await tx
      .select({ id: examinerConflicts.id })
      .from(examinerConflicts)
      .where(
        and(
          eq(examinerConflicts.examinerId, examiner.id),
          eq(examinerConflicts.businessId, business.id),
        ),
      );
    if (existing) {
      throw new AppError("conflict", userMessages.conflictRecorded, {
        businessId: userMessages.conflictRecorded,
      });
    }
    const [row] = await tx
      .insert(examinerConflicts)
      .values({
        examinerId: examiner.id,
        businessId: business.id,
        reason: input.reason.trim(),
        createdBy: actor.user.id,
      })
      .returning({ id: examinerConflicts.id });
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: examiner.id,
      action: "conflict_of_interest_added",
      actorId: actor.user.id,
      details: {
        before: null,
        after: {
          businessId: business.id,
          business: business.organization ?? business.name,
          reason: input.reason.trim(),
        },
      },
    });
    return { id: row!.id };
  });
}
