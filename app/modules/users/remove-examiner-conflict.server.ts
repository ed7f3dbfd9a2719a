import { and, eq } from "drizzle-orm";
import { examinerConflicts } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { userErrorMessages as e } from "./user-messages";

/** Administrators: removes a recorded conflict of interest (audit log keeps it). */
export async function removeExaminerConflict(
  db: Database,
  actor: Viewer,
  input: { examinerId: string; conflictId: string },
) {
  assertCan(actor, "users.manage");
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(examinerConflicts)
      .where(
        and(
          eq(examinerConflicts.id, input.conflictId),
          eq(examinerConflicts.examinerId, input.examinerId),
        ),
      )
      .returning();
    if (!removed) throw new AppError("not_found", e.conflictNotFound.defaultMessage);
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: input.examinerId,
      action: "conflict_of_interest_removed",
      actorId: actor.user.id,
      details: { before: { businessId: removed.businessId, reason: removed.reason }, after: null },
    });
  });
}
