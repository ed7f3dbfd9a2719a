import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { account, profiles, user, userInvitations } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { getAuth } from "~/modules/auth/index.server";
import { hashInvitationToken } from "./invitation-token.server";
import { setUserStatus } from "./set-user-status.server";
import { userMessages } from "~/domain/user-status";

/** The pending, unexpired invitation of `token`, or null. */
export async function findOpenInvitation(
  db: Executor,
  token: string,
  now: Date = new Date(),
): Promise<{ id: string; userId: string; email: string; name: string } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      id: userInvitations.id,
      userId: userInvitations.userId,
      email: userInvitations.email,
      name: profiles.name,
      status: profiles.status,
    })
    .from(userInvitations)
    .innerJoin(profiles, eq(profiles.id, userInvitations.userId))
    .where(
      and(
        eq(userInvitations.tokenHash, hashInvitationToken(token)),
        isNull(userInvitations.acceptedAt),
        isNull(userInvitations.revokedAt),
        gt(userInvitations.expiresAt, now),
      ),
    );
  if (!row || !row.userId || row.status !== "invited") return null;
  return { id: row.id, userId: row.userId, email: row.email, name: row.name };
}

/**
 * The invited person sets a password with the link: the invitation is
 * marked used (single use), the account gets a password credential, its
 * e-mail counts as proven and its status becomes active. Expired, revoked,
 * used or unknown links are refused with one text.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; password: string },
  now: Date = new Date(),
): Promise<{ email: string }> {
  const ctx = await getAuth().$context;
  const hash = await ctx.password.hash(input.password);
  return db.transaction(async (tx) => {
    const open = await findOpenInvitation(tx, input.token, now);
    if (!open) throw new AppError("validation", userMessages.invitationInvalid);
    const claimed = await tx
      .update(userInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(userInvitations.id, open.id), isNull(userInvitations.acceptedAt)))
      .returning({ id: userInvitations.id });
    if (claimed.length === 0) throw new AppError("validation", userMessages.invitationInvalid);
    // One password per person: a password reset made before accepting already
    // created the credential; the invitation's password replaces it (issue 24:
    // a second credential made the new password fail).
    const replaced = await tx
      .update(account)
      .set({ password: hash, updatedAt: now })
      .where(and(eq(account.userId, open.userId), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (replaced.length === 0) {
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: open.userId,
        providerId: "credential",
        userId: open.userId,
        password: hash,
        createdAt: now,
        updatedAt: now,
      });
    }
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, open.userId));
    await setUserStatus(
      tx,
      { id: open.userId, status: "invited" },
      "active",
      { event: "system:invitation-accepted", actorId: open.userId },
      {
        audit: { action: "invitation_accepted", details: { invitationId: open.id } },
        conflict: userMessages.invitationInvalid,
        at: now,
      },
    );
    return { email: open.email };
  });
}
