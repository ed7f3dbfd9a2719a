import { TOTP } from "otpauth";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { makeRequest } from "../../../tests/helpers/requests";
import { cookieFrom, createTestUser, type TestUser } from "../../../tests/helpers/users";
import { activateTwoFactor } from "./activate-two-factor.server";
import { getAuth } from "./auth.server";
import { changePassword } from "./change-password.server";
import { disableTwoFactor } from "./disable-two-factor.server";
import { enableTwoFactor } from "./enable-two-factor.server";
import { regenerateRecoveryCodes } from "./regenerate-recovery-codes.server";
import { requestPasswordReset } from "./request-password-reset.server";
import { resetPassword } from "./reset-password.server";

const browser = {
  "x-hap-client-ip": "198.51.100.23",
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
};
const settings = (cookie: string) =>
  makeRequest("/dashboard/settings", { cookie, headers: browser });

async function notices(email: string) {
  return getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "security-notice")))
    .orderBy(desc(emailOutbox.createdAt));
}

async function auditActions(userId: string) {
  const rows = await getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, userId)));
  return rows;
}

/** The notice says what happened, when, from where and what to do if it wasn't them. */
function expectClearNotice(text: string, what: RegExp) {
  expect(text).toMatch(what);
  expect(text).toMatch(/When: \w+ \d{1,2}, \d{4}/);
  expect(text).toContain("From: Chrome on Windows, address 198.51.100.23");
  expect(text).toContain("If this was you, you don't need to do anything.");
  expect(text).toMatch(/If it wasn't you: .+/);
  expect(text).toContain("http://localhost:3000/forgot-password");
  expect(text).toContain("http://localhost:3000/dashboard/settings");
  expect(text).toContain("support@humane-accreditation.org");
}

async function enrol(account: TestUser) {
  const enrolment = await enableTwoFactor(settings(account.cookie), { password: account.password });
  const totp = new TOTP({ secret: enrolment.secret });
  const { headers } = await activateTwoFactor(settings(account.cookie), {
    userId: account.userId,
    code: totp.generate(),
  });
  return cookieFrom(headers, account.cookie);
}

describe("security e-mails", () => {
  it("password changed: a notice to the account's e-mail and an audit-log row", async () => {
    const me = await createTestUser("applicant");
    await changePassword(settings(me.cookie), {
      currentPassword: me.password,
      newPassword: "a-changed-password-1",
      revokeOtherSessions: false,
    });
    const [mail] = await notices(me.email);
    expect(mail?.subject).toBe("Security notice: Your password was changed");
    expectClearNotice(
      mail!.text,
      /The password of your Humane Accreditation Portal account was changed\./,
    );
    const [entry] = await auditActions(me.userId);
    expect(entry).toMatchObject({
      action: "password_changed",
      actorId: me.userId,
      details: { ipAddress: "198.51.100.23" },
    });
  });

  it("no notice when the change is refused (wrong current password)", async () => {
    const me = await createTestUser("applicant");
    await expect(
      changePassword(settings(me.cookie), {
        currentPassword: "not-my-password",
        newPassword: "a-changed-password-1",
        revokeOtherSessions: false,
      }),
    ).rejects.toMatchObject({
      fieldErrors: { currentPassword: "The current password is incorrect." },
    });
    expect(await notices(me.email)).toEqual([]);
    expect(await auditActions(me.userId)).toEqual([]);
  });

  it("two-factor on, recovery codes regenerated, two-factor off: one notice and audit row each", async () => {
    const me = await createTestUser("applicant");
    // Starting the set-up (pending secret) is not yet a change.
    const cookie = await enrol(me);
    const afterOn = await notices(me.email);
    expect(afterOn.map((m) => m.subject)).toEqual([
      "Security notice: Two-factor authentication was turned on",
    ]);
    expectClearNotice(afterOn[0]!.text, /Two-factor authentication was turned on for your account/);

    await regenerateRecoveryCodes(settings(cookie), { password: me.password });
    const [regenerated] = await notices(me.email);
    expect(regenerated?.subject).toBe("Security notice: New recovery codes were created");
    expectClearNotice(regenerated!.text, /the previous codes no longer work/);

    await disableTwoFactor(settings(cookie), { password: me.password });
    const [off] = await notices(me.email);
    expect(off?.subject).toBe("Security notice: Two-factor authentication was turned off");
    expectClearNotice(off!.text, /turn two-factor authentication back on in Settings/);

    const actions = (await auditActions(me.userId)).map((e) => e.action).sort();
    expect(actions).toEqual([
      "recovery_codes_regenerated",
      "two_factor_disabled",
      "two_factor_enabled",
    ]);
    expect(await notices(me.email)).toHaveLength(3);
  });

  it("a password reset sends the notice too", async () => {
    const me = await createTestUser("applicant");
    await requestPasswordReset(makeRequest("/forgot-password"), { email: me.email });
    const [resetMail] = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, me.email), eq(emailOutbox.template, "password-reset")));
    const token = new URL(resetMail!.deliveryText!.match(/http\S+/)![0]).searchParams.get("token")!;
    await resetPassword({ token, newPassword: "a-reset-password-1" });
    const [mail] = await notices(me.email);
    expect(mail?.subject).toBe("Security notice: Your password was reset");
    expect((await auditActions(me.userId)).map((e) => e.action)).toEqual(["password_reset"]);
  });

  it("calling better-auth's endpoint directly does not skip the notice", async () => {
    const me = await createTestUser("applicant");
    const response = await getAuth().handler(
      new Request("http://localhost:3000/api/auth/change-password", {
        method: "POST",
        headers: {
          ...browser,
          cookie: me.cookie,
          origin: "http://localhost:3000",
          "content-type": "application/json",
        },
        body: JSON.stringify({ currentPassword: me.password, newPassword: "a-direct-password-1" }),
      }),
    );
    expect(response.status).toBe(200);
    const [mail] = await notices(me.email);
    expect(mail?.subject).toBe("Security notice: Your password was changed");
  });
});
