import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, profiles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { userMessages } from "~/domain/user-status";
import { appRequest } from "../helpers/http";
import { cookieFrom, createTestUser } from "../helpers/users";

async function invitationToken(email: string): Promise<string> {
  const [mail] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const match = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail!.deliveryText!);
  return match![1]!;
}

describe("users console over HTTP", () => {
  it("invite → set password → sign in → role granted shows the switcher → deactivated is refused", async () => {
    const admin = await createTestUser("administrator");
    const email = `http-invite-${Date.now()}@example.test`;
    const invited = await appRequest("/dashboard/users", {
      cookie: admin.cookie,
      form: { name: "Hana Http", email, role: "examiner" },
    });
    expect(invited.status).toBe(200);
    expect(await invited.text()).toContain(`Invitation sent to ${email}`);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.email, email));
    expect(profile!.status).toBe("invited");

    const token = await invitationToken(email);
    const page = await appRequest(`/accept-invitation?token=${token}`);
    expect(await page.text()).toContain("Welcome, Hana Http");
    const mismatch = await appRequest(`/accept-invitation?token=${token}`, {
      form: { token, password: "a-good-password-1", confirmPassword: "different-password" },
    });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.text()).toContain("The passwords do not match");
    const accepted = await appRequest(`/accept-invitation?token=${token}`, {
      form: { token, password: "a-good-password-1", confirmPassword: "a-good-password-1" },
    });
    // Accepting signs the person in: straight to the dashboard with a session.
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/dashboard");
    const cookie = cookieFrom(accepted.headers);
    expect((await appRequest("/dashboard", { cookie })).status).toBe(200);
    const reused = await appRequest(`/accept-invitation?token=${token}`);
    expect(await reused.text()).toContain(userMessages.invitationInvalid);

    const signIn = await appRequest("/login", {
      form: { intent: "sign-in", email, password: "a-good-password-1" },
    });
    expect(signIn.status).toBe(302);
    const before = await (await appRequest("/dashboard", { cookie })).text();
    expect(before).not.toContain('data-testid="role-switcher"');
    expect((await appRequest("/dashboard/users", { cookie })).status).toBe(403);

    // Granting the committee role applies on the very next request of the open session.
    const granted = await appRequest(`/dashboard/users/${profile!.id}`, {
      cookie: admin.cookie,
      form: { intent: "change-roles", role: "examiner", additionalRoles: "committee" },
    });
    expect(await granted.text()).toContain("Roles saved");
    const after = await (await appRequest("/dashboard", { cookie })).text();
    expect(after).toContain('data-testid="role-switcher"');
    const asCommittee = `${cookie}; hap_active_role=committee`;
    expect((await appRequest("/dashboard/users", { cookie: asCommittee })).status).toBe(200);
    // A committee member cannot manage users.
    const refused = await appRequest(`/dashboard/users/${profile!.id}`, {
      cookie: asCommittee,
      form: { intent: "deactivate" },
    });
    expect(refused.status).toBe(403);

    const deactivated = await appRequest(`/dashboard/users/${profile!.id}`, {
      cookie: admin.cookie,
      form: { intent: "deactivate" },
    });
    expect(await deactivated.text()).toContain("The account is deactivated");
    const signedOut = await appRequest("/dashboard", { cookie });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
    const again = await appRequest("/login", {
      form: { intent: "sign-in", email, password: "a-good-password-1" },
    });
    expect(again.status).toBe(422);
    expect(await again.text()).toContain(userMessages.deactivatedSignIn);

    const page2 = await (
      await appRequest(`/dashboard/users/${profile!.id}`, { cookie: admin.cookie })
    ).text();
    for (const text of ["Invited", "Invitation accepted", "Roles changed", "Deactivated"]) {
      expect(page2).toContain(text);
    }
  });

  it("refuses removing the administrator's own role at the field, nothing changes", async () => {
    const admin = await createTestUser("administrator");
    const response = await appRequest(`/dashboard/users/${admin.userId}`, {
      cookie: admin.cookie,
      form: { intent: "change-roles", role: "committee" },
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(userMessages.ownAdministratorRole);
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, admin.userId));
    expect(row!.role).toBe("administrator");
  });

  it("shows invitation field errors at the field", async () => {
    const admin = await createTestUser("administrator");
    const response = await appRequest("/dashboard/users", {
      cookie: admin.cookie,
      form: { name: "", email: "not-an-email", role: "examiner" },
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Enter the person&#x27;s name");
    expect(html).toContain("Enter a valid e-mail address");
  });
});
