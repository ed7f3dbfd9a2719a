import { eq } from "drizzle-orm";
import { profiles, session } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { assertCan, type Viewer } from "~/modules/permissions/policy";
import { assertAnotherAdministrator, lockProfileForChange } from "./user-guards.server";
import { userMessages } from "./user-status";

/**
 * Administrators: deactivates an account. Its sessions are deleted (every
 * open browser is signed out at its next request) and sign-in is refused
 * (the session-create hook, decision 029); everything the person did stays.
 * Not oneself, not the last active administrator; an invitation not yet
 * accepted is revoked instead.
 */
export async function deactivateUser(
  db: Database,
  actor: Viewer,
  input: { userId: string; reason?: string },
) {
  assertCan(actor, "users.manage");
  if (input.userId === actor.user.id) throw new AppError("conflict", userMessages.ownAccount);
  return db.transaction(async (tx) => {
    const target = await lockProfileForChange(tx, input.userId);
    if (target.status === "deactivated") return { changed: false };
    if (target.status === "invited") {
      throw new AppError(
        "conflict",
        "This person has not accepted their invitation yet: revoke the invitation instead.",
      );
    }
    await assertAnotherAdministrator(tx, target);
    const now = new Date();
    await tx
      .update(profiles)
      .set({ status: "deactivated", deactivatedAt: now, updatedAt: now })
      .where(eq(profiles.id, target.id));
    const revoked = await tx
      .delete(session)
      .where(eq(session.userId, target.id))
      .returning({ id: session.id });
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: target.id,
      action: "user_deactivated",
      actorId: actor.user.id,
      details: {
        before: { status: target.status },
        after: { status: "deactivated" },
        sessionsRevoked: revoked.length,
        ...(input.reason ? { reason: input.reason } : {}),
      },
    });
    return { changed: true };
  });
}
