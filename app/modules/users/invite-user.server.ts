import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { profiles, user, userInvitations } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { roleLabels, type Role } from "~/modules/permissions";
import { assertCan, type Viewer } from "~/modules/permissions";
import { invitationUrl, newInvitationToken } from "./invitation-token.server";
import { INVITATION_DAYS, userMessages } from "~/domain/user-status";

export type InviteInput = { email: string; name: string; organization?: string | null; role: Role };

/** The invitation e-mail with a fresh link (invite and resend). */
export async function sendInvitationEmail(
  tx: Executor,
  input: { email: string; name: string; role: Role; inviterId: string; token: string },
) {
  const [inviter] = await tx
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, input.inviterId));
  await enqueueEmail(tx, input.email, "invitation", {
    name: input.name,
    inviterName: inviter?.name ?? "The programme office",
    roleLabel: roleLabels[input.role].label,
    acceptUrl: invitationUrl(getEnv().baseUrl, input.token),
    expiresInDays: INVITATION_DAYS,
  });
}

/**
 * Administrators: invites a person by e-mail with a preset role. In one
 * transaction: the account (status `invited`, no password, e-mail not yet
 * proven), its profile, the invitation (hash of a random single-use token,
 * expiring after INVITATION_DAYS), the e-mail through the outbox and the
 * audit log. Returns the token only for tests and the CLI; it is never stored.
 */
export async function inviteUser(
  db: Database,
  actor: Viewer,
  input: InviteInput,
  now: Date = new Date(),
): Promise<{ userId: string; invitationId: string; token: string }> {
  assertCan(actor, "users.manage");
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`);
    if (existing) {
      throw new AppError("conflict", userMessages.alreadyExists, {
        email: userMessages.alreadyExists,
      });
    }
    const userId = crypto.randomUUID();
    await tx.insert(user).values({
      id: userId,
      name,
      email,
      emailVerified: false,
      organization: input.organization ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(profiles).values({
      id: userId,
      name,
      email,
      organization: input.organization ?? null,
      role: input.role,
      metadata: { role: input.role, additional_roles: [] },
      status: "invited",
      createdAt: now,
      updatedAt: now,
    });
    const { token, tokenHash, expiresAt } = newInvitationToken(now);
    const [invitation] = await tx
      .insert(userInvitations)
      .values({
        userId,
        email,
        role: input.role,
        tokenHash,
        expiresAt,
        invitedBy: actor.user.id,
        sentAt: now,
        createdAt: now,
      })
      .returning({ id: userInvitations.id });
    await sendInvitationEmail(tx, {
      email,
      name,
      role: input.role,
      inviterId: actor.user.id,
      token,
    });
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: userId,
      action: "user_invited",
      actorId: actor.user.id,
      details: {
        before: null,
        after: { email, role: input.role, status: "invited" },
        invitationId: invitation!.id,
        expiresAt: expiresAt.toISOString(),
      },
    });
    return { userId, invitationId: invitation!.id, token };
  });
}
