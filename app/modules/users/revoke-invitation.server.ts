import { and, eq, isNull } from "drizzle-orm";
import { profiles, user, userInvitations } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { assertCan, type Viewer } from "~/modules/permissions/policy";
import { lockProfileForChange } from "./user-guards.server";

/**
 * Administrators: revokes a pending invitation. The link stops working and
 * the invited account, which never signed in, is removed; should anything
 * refer to it, it is kept as deactivated instead. The invitation row and the
 * audit log keep the history.
 */
export async function revokeInvitation(
  db: Database,
  actor: Viewer,
  input: { userId: string },
  now: Date = new Date(),
): Promise<{ removed: boolean }> {
  assertCan(actor, "users.manage");
  return db.transaction(async (tx) => {
    const target = await lockProfileForChange(tx, input.userId);
    const [invitation] = await tx
      .select()
      .from(userInvitations)
      .where(
        and(
          eq(userInvitations.userId, target.id),
          isNull(userInvitations.acceptedAt),
          isNull(userInvitations.revokedAt),
        ),
      )
      .for("update");
    if (!invitation || target.status !== "invited") {
      throw new AppError("conflict", "This person has no pending invitation.");
    }
    await tx
      .update(userInvitations)
      .set({ revokedAt: now })
      .where(eq(userInvitations.id, invitation.id));
    let removed = true;
    try {
      await tx.transaction(async (inner) => {
        await inner.delete(user).where(eq(user.id, target.id));
      });
    } catch {
      removed = false;
      await tx
        .update(profiles)
        .set({ status: "deactivated", deactivatedAt: now, updatedAt: now })
        .where(eq(profiles.id, target.id));
    }
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: target.id,
      action: "invitation_revoked",
      actorId: actor.user.id,
      details: {
        before: { status: "invited", email: invitation.email },
        after: { status: removed ? "removed" : "deactivated" },
        invitationId: invitation.id,
      },
    });
    return { removed };
  });
}
