import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  account,
  auditLog,
  emailOutbox,
  profiles,
  session,
  user,
  userInvitations,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getSessionUser } from "~/modules/auth/session.server";
import { getAuth } from "~/modules/auth/auth.server";
import { requestPasswordReset, resetPassword } from "~/modules/auth/index.server";
import type { Role } from "~/modules/permissions/permissions";
import { makeRequest } from "../../../tests/helpers/requests";
import { createTestUser, signInCookie } from "../../../tests/helpers/users";
import { acceptInvitation } from "./accept-invitation.server";
import { changeUserRoles } from "./change-user-roles.server";
import { deactivateUser } from "./deactivate-user.server";
import { getUserDetails } from "./get-user-details.server";
import { inviteUser } from "./invite-user.server";
import { listUsers } from "./list-users.server";
import { reactivateUser } from "./reactivate-user.server";
import { resendInvitation } from "./resend-invitation.server";
import { revokeInvitation } from "./revoke-invitation.server";
import { revokeUserSessions } from "./revoke-user-sessions.server";
import { userMessages } from "~/domain/user-status";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

const viewer = (userId: string, activeRole: Role) => ({ user: { id: userId }, activeRole });

async function profileOf(id: string) {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, id));
  return row!;
}

/** Only this test's administrators are active administrators. */
async function onlyAdministrator() {
  const db = getDb();
  await db
    .update(profiles)
    .set({ status: "deactivated" })
    .where(eq(profiles.role, "administrator"));
  const admin = await createTestUser("administrator");
  return admin;
}

describe("users console", () => {
  it("lists users with search, role and status filters, paged", async () => {
    const tag = `zz${Date.now().toString(36)}`;
    const admin = await createTestUser("administrator");
    const a = await createTestUser("examiner", {
      name: `${tag} Alice`,
      organization: `${tag} Org`,
    });
    await createTestUser("applicant", { name: `${tag} Bob` });
    const db = getDb();
    const all = await listUsers(db, viewer(admin.userId, "committee"), { q: tag });
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.name)).toEqual([`${tag} Alice`, `${tag} Bob`]);
    const examiners = await listUsers(db, viewer(admin.userId, "committee"), {
      q: tag,
      role: "examiner",
    });
    expect(examiners.rows.map((r) => r.id)).toEqual([a.userId]);
    expect(examiners.rows[0]).toMatchObject({ status: "active", twoFactorEnabled: false });
    expect(examiners.rows[0]!.lastSignInAt).not.toBeNull();
    const paged = await listUsers(
      db,
      viewer(admin.userId, "administrator"),
      { q: tag, page: 2 },
      1,
    );
    expect(paged).toMatchObject({ page: 2, pageCount: 2, total: 2 });
    expect(paged.rows[0]!.name).toBe(`${tag} Bob`);
    await deactivateUser(db, viewer(admin.userId, "administrator"), { userId: a.userId });
    const deactivated = await listUsers(db, viewer(admin.userId, "administrator"), {
      q: tag,
      status: "deactivated",
    });
    expect(deactivated.rows.map((r) => r.id)).toEqual([a.userId]);
    expect(
      (await refusal(listUsers(db, viewer(admin.userId, "examiner"), { q: tag }))).message,
    ).toBe("You do not have permission to view users");
  });

  it("changes roles with before and after in the audit log; the next request sees them", async () => {
    const admin = await createTestUser("administrator");
    const target = await createTestUser("examiner");
    const db = getDb();
    const before = await getSessionUser(makeRequest("/dashboard", { cookie: target.cookie }));
    expect(before!.roles).toEqual(["examiner"]);
    await changeUserRoles(db, viewer(admin.userId, "administrator"), {
      userId: target.userId,
      role: "examiner",
      additionalRoles: ["committee"],
    });
    const after = await getSessionUser(makeRequest("/dashboard", { cookie: target.cookie }));
    expect(after!.roles).toEqual(["examiner", "committee"]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, target.userId),
          eq(auditLog.action, "roles_changed"),
          eq(auditLog.actorId, admin.userId),
        ),
      );
    expect(entry!.details).toEqual({
      before: { role: "examiner", additional_roles: [] },
      after: { role: "examiner", additional_roles: ["committee"] },
    });
    // Committee members may look but not change.
    expect(
      (
        await refusal(
          () =>
            changeUserRoles(db, viewer(admin.userId, "committee"), {
              userId: target.userId,
              role: "applicant",
              additionalRoles: [],
            }),
          { unchanged: databaseDigest },
        )
      ).message,
    ).toBe("You do not have permission to manage users");
    expect((await profileOf(target.userId)).role).toBe("examiner");
  });

  it("keeps the last administrator and refuses removing one's own administrator role", async () => {
    const admin = await onlyAdministrator();
    const db = getDb();
    expect(
      (
        await refusal(
          () =>
            changeUserRoles(db, viewer(admin.userId, "administrator"), {
              userId: admin.userId,
              role: "committee",
              additionalRoles: [],
            }),
          { unchanged: databaseDigest },
        )
      ).message,
    ).toBe(userMessages.ownAdministratorRole);
    const second = await createTestUser("committee", { additionalRoles: ["administrator"] });
    // The second administrator may not remove the first while the first is the other one…
    await changeUserRoles(db, viewer(second.userId, "administrator"), {
      userId: admin.userId,
      role: "committee",
      additionalRoles: [],
    });
    expect((await profileOf(admin.userId)).role).toBe("committee");
    // …and now nobody can take the last administrator role away.
    await db
      .update(profiles)
      .set({ role: "administrator", metadata: { role: "administrator", additional_roles: [] } })
      .where(eq(profiles.id, admin.userId));
    await deactivateUser(db, viewer(admin.userId, "administrator"), { userId: second.userId });
    const third = await createTestUser("administrator");
    await deactivateUser(db, viewer(third.userId, "administrator"), { userId: admin.userId });
    expect(
      (
        await refusal(
          () => deactivateUser(db, viewer(third.userId, "administrator"), { userId: third.userId }),
          { unchanged: databaseDigest },
        )
      ).message,
    ).toBe(userMessages.ownAccount);
    // third is the only active administrator; a (reactivated) colleague cannot demote them.
    await reactivateUser(db, viewer(third.userId, "administrator"), { userId: second.userId });
    await changeUserRoles(db, viewer(third.userId, "administrator"), {
      userId: second.userId,
      role: "committee",
      additionalRoles: [],
    });
    await db.update(profiles).set({ status: "deactivated" }).where(eq(profiles.id, admin.userId));
    const lone = await profileOf(third.userId);
    expect(lone.status).toBe("active");
    const other = await createTestUser("committee", { additionalRoles: ["administrator"] });
    await deactivateUser(db, viewer(other.userId, "administrator"), { userId: third.userId });
    expect(
      (
        await refusal(
          () =>
            changeUserRoles(db, viewer(other.userId, "administrator"), {
              userId: other.userId,
              role: "committee",
              additionalRoles: [],
            }),
          { unchanged: databaseDigest },
        )
      ).message,
    ).toBe(userMessages.ownAdministratorRole);
    await reactivateUser(db, viewer(other.userId, "administrator"), { userId: third.userId });
    await deactivateUser(db, viewer(third.userId, "administrator"), { userId: other.userId });
    // `third` is now alone: demoting through a stale second administrator session is impossible,
    // and no one else can remove it.
    expect(
      (
        await refusal(
          () =>
            changeUserRoles(db, viewer(other.userId, "administrator"), {
              userId: third.userId,
              role: "applicant",
              additionalRoles: [],
            }),
          { unchanged: databaseDigest },
        )
      ).message,
    ).toBe(userMessages.lastAdministrator);
    expect((await profileOf(third.userId)).role).toBe("administrator");
  });

  it("deactivation revokes sessions and refuses sign-in; reactivation lets them back", async () => {
    const admin = await createTestUser("administrator");
    const target = await createTestUser("applicant");
    const db = getDb();
    await deactivateUser(db, viewer(admin.userId, "administrator"), { userId: target.userId });
    expect(await db.select().from(session).where(eq(session.userId, target.userId))).toHaveLength(
      0,
    );
    expect(await getSessionUser(makeRequest("/dashboard", { cookie: target.cookie }))).toBeNull();
    const response = await getAuth().api.signInEmail({
      body: { email: target.email, password: target.password },
      asResponse: true,
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      userMessages.deactivatedSignIn,
    );
    await reactivateUser(db, viewer(admin.userId, "administrator"), { userId: target.userId });
    const cookie = await signInCookie(target.email, target.password);
    expect(await getSessionUser(makeRequest("/dashboard", { cookie }))).not.toBeNull();
    await revokeUserSessions(db, viewer(admin.userId, "administrator"), { userId: target.userId });
    expect(await getSessionUser(makeRequest("/dashboard", { cookie }))).toBeNull();
    const details = await getUserDetails(db, viewer(admin.userId, "committee"), target.userId);
    expect(details.log.map((l) => l.action)).toEqual(
      expect.arrayContaining(["user_deactivated", "user_reactivated", "sessions_revoked"]),
    );
  });

  it("invites: e-mail with a single-use expiring link that sets a password", async () => {
    const admin = await createTestUser("administrator");
    const db = getDb();
    const email = `invited-${Date.now()}@example.test`;
    const now = new Date();
    const { userId, token } = await inviteUser(
      db,
      viewer(admin.userId, "administrator"),
      { email, name: "Ivy Invited", role: "examiner" },
      now,
    );
    expect((await profileOf(userId)).status).toBe("invited");
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail!.deliveryText).toContain(`/accept-invitation?token=${token}`);
    expect(mail!.text).not.toContain(token);
    const [stored] = await db
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.userId, userId));
    expect(stored!.tokenHash).not.toContain(token);
    // Signing in before accepting is refused.
    const otp = await getAuth().api.signInEmail({
      body: { email, password: "whatever-password" },
      asResponse: true,
    });
    expect(otp.ok).toBe(false);
    // A second invitation to the same address is refused at the field.
    expect(
      (
        await refusal(
          () =>
            inviteUser(db, viewer(admin.userId, "administrator"), {
              email,
              name: "X",
              role: "applicant",
            }),
          { unchanged: databaseDigest },
        )
      ).message,
    ).toBe(userMessages.alreadyExists);
    // Expired links are refused.
    const later = new Date(now.getTime() + 8 * 86_400_000);
    expect(
      (
        await refusal(() => acceptInvitation(db, { token, password: "a-new-password-1" }, later), {
          unchanged: databaseDigest,
        })
      ).message,
    ).toBe(userMessages.invitationInvalid);
    // Resending replaces the link: the old one stops working.
    const { token: fresh } = await resendInvitation(db, viewer(admin.userId, "administrator"), {
      userId,
    });
    expect(
      (
        await refusal(() => acceptInvitation(db, { token, password: "a-new-password-1" }), {
          unchanged: databaseDigest,
        })
      ).message,
    ).toBe(userMessages.invitationInvalid);
    await acceptInvitation(db, { token: fresh, password: "a-new-password-1" });
    expect((await profileOf(userId)).status).toBe("active");
    expect(await db.select().from(account).where(eq(account.userId, userId))).toHaveLength(1);
    // Single use.
    expect(
      (
        await refusal(
          () => acceptInvitation(db, { token: fresh, password: "another-password-2" }),
          { unchanged: databaseDigest },
        )
      ).message,
    ).toBe(userMessages.invitationInvalid);
    const cookie = await signInCookie(email, "a-new-password-1");
    const signedIn = await getSessionUser(makeRequest("/dashboard", { cookie }));
    expect(signedIn!.activeRole).toBe("examiner");
  });

  it("an invited person who reset the password first, then accepts, signs in with the invitation's password (one credential)", async () => {
    const admin = await createTestUser("administrator");
    const db = getDb();
    const email = `invited-reset-${Date.now()}@example.test`;
    const { userId, token } = await inviteUser(db, viewer(admin.userId, "administrator"), {
      email,
      name: "Rita Reset",
      role: "examiner",
    });
    await requestPasswordReset(makeRequest("/forgot-password"), { email });
    const [resetMail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "password-reset")));
    const resetToken = new URL(resetMail!.deliveryText!.match(/http\S+/)![0]).searchParams.get(
      "token",
    )!;
    await resetPassword({ token: resetToken, newPassword: "reset-first-password-1" });
    await acceptInvitation(db, { token, password: "invitation-password-2" });
    const credentials = await db
      .select()
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
    expect(credentials).toHaveLength(1);
    const signIn = (password: string) =>
      getAuth().api.signInEmail({ body: { email, password }, asResponse: true });
    expect((await signIn("invitation-password-2")).ok).toBe(true);
    expect((await signIn("reset-first-password-1")).ok).toBe(false);
  });

  it("revokes an invitation: the link dies and the unused account is removed", async () => {
    const admin = await createTestUser("administrator");
    const db = getDb();
    const email = `revoked-${Date.now()}@example.test`;
    const { userId, token } = await inviteUser(db, viewer(admin.userId, "administrator"), {
      email,
      name: "Rex Revoked",
      role: "applicant",
    });
    expect(
      (
        await refusal(
          () =>
            inviteUser(db, viewer(admin.userId, "committee"), {
              email: `x${email}`,
              name: "X",
              role: "applicant",
            }),
          { unchanged: databaseDigest },
        )
      ).message,
    ).toBe("You do not have permission to manage users");
    await revokeInvitation(db, viewer(admin.userId, "administrator"), { userId });
    expect(await db.select().from(user).where(eq(user.id, userId))).toHaveLength(0);
    expect(
      (
        await refusal(() => acceptInvitation(db, { token, password: "a-new-password-1" }), {
          unchanged: databaseDigest,
        })
      ).message,
    ).toBe(userMessages.invitationInvalid);
    const [row] = await db.select().from(userInvitations).where(eq(userInvitations.email, email));
    expect(row!.revokedAt).not.toBeNull();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, "invitation_revoked")));
    expect(entry!.actorId).toBe(admin.userId);
  });
});
