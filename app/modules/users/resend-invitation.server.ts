import { and, eq, isNull } from "drizzle-orm";
import { userInvitations } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { isRole } from "~/modules/permissions";
import { assertCan, defaultRole, type Viewer } from "~/modules/permissions";
import { newInvitationToken } from "./invitation-token.server";
import { sendInvitationEmail } from "./invite-user.server";
import { lockProfileForChange } from "./user-guards.server";
import { userErrorMessages as e } from "./user-messages";

/**
 * Administrators: sends a pending invitation again with a new link and a new
 * expiry; the previous link stops working (its hash is replaced).
 */
export async function resendInvitation(
  db: Database,
  actor: Viewer,
  input: { userId: string },
  now: Date = new Date(),
): Promise<{ token: string }> {
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
    const { token, tokenHash, expiresAt } = newInvitationToken(now);
    await tx
      .update(userInvitations)
      .set({ tokenHash, expiresAt, sentAt: now })
      .where(eq(userInvitations.id, invitation.id));
    const role = isRole(invitation.role) ? invitation.role : defaultRole;
    await sendInvitationEmail(tx, {
      email: invitation.email,
      name: target.name,
      role,
      inviterId: actor.user.id,
      token,
    });
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: target.id,
      action: "invitation_resent",
      actorId: actor.user.id,
      details: {
        before: { expiresAt: invitation.expiresAt.toISOString() },
        after: { expiresAt: expiresAt.toISOString() },
        invitationId: invitation.id,
      },
    });
    return { token };
  });
}
