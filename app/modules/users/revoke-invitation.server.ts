import { and, eq, isNull } from "drizzle-orm";
import { user, userInvitations } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { setUserStatus } from "./set-user-status.server";
import { lockProfileForChange } from "./user-guards.server";
import { userErrorMessages as e } from "./user-messages";

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
      throw new AppError("conflict", e.noPendingInvitation.defaultMessage);
    }
    await tx
      .update(userInvitations)
      .set({ revokedAt: now })
      .where(eq(userInvitations.id, invitation.id));
    const audit = {
      action: "invitation_revoked",
      before: { email: invitation.email },
      details: { invitationId: invitation.id },
    };
    try {
      await tx.transaction(async (inner) => {
        await inner.delete(user).where(eq(user.id, target.id));
      });
    } catch {
      // Something refers to the account: it is kept, deactivated.
      await setUserStatus(tx, target, "deactivated", { viewer: actor }, { audit, at: now });
      return { removed: false };
    }
    // The account is gone (no status left to write): the audit log keeps the history.
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: target.id,
      action: audit.action,
      actorId: actor.user.id,
      details: {
        before: { status: target.status, ...audit.before },
        after: { status: "removed" },
        ...audit.details,
      },
    });
    return { removed: true };
  });
}
