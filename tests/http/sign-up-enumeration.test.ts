/**
 * Sign-up answers the same for a new and an existing e-mail address (decision
 * 067), through the form and through better-auth's raw endpoint, and the raw
 * endpoints keep the forms' name rules.
 */
import { and, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, profiles, session, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { inviteUser } from "~/modules/users/index.server";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser } from "../helpers/users";

const PASSWORD = "a-strong-password-1";

function signUpForm(email: string) {
  return appRequest("/login?register=true", {
    form: {
      intent: "sign-up",
      name: "Probe Person",
      organization: "Probe Wildlife",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
}

function rawSignUp(body: Record<string, unknown>) {
  return appRequest("/api/auth/sign-up/email", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
}

/** The answer with what differs by nature (the address itself, ids, dates) taken out. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, shape(v)]),
    );
  }
  return typeof value;
}

async function mailsTo(email: string, since: Date) {
  return getDb()
    .select({ template: emailOutbox.template, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), gt(emailOutbox.createdAt, since)));
}

describe("sign-up without account enumeration (decision 067)", () => {
  it("the form answers a new and an existing address alike; the owner is e-mailed instead", async () => {
    const since = new Date(Date.now() - 1000);
    const existing = await createTestUser("applicant");
    const fresh = `enum-new-${Date.now()}@example.test`;

    const forNew = await signUpForm(fresh);
    const forExisting = await signUpForm(existing.email);
    expect(forNew.status).toBe(302);
    expect(forExisting.status).toBe(forNew.status);
    const location = (r: Response, email: string) =>
      r.headers.get("location")?.replace(encodeURIComponent(email), "{email}");
    expect(location(forNew, fresh)).toBe("/login?registered=1&email={email}");
    expect(location(forExisting, existing.email)).toBe(location(forNew, fresh));
    // Neither answer opens a session.
    expect(forNew.headers.getSetCookie()).toEqual([]);
    expect(forExisting.headers.getSetCookie()).toEqual([]);
    const page = await appRequest(forNew.headers.get("location")!);
    expect(visibleText(await page.text())).toContain(
      `Check your e-mail: we have sent a message about this registration to ${fresh}.`,
    );

    // The new address has its account, welcome and confirmation link (decision 080); the existing
    // owner gets the warning, nothing else changes.
    expect((await mailsTo(fresh, since)).map((m) => m.template)).toEqual([
      "welcome",
      "email-confirmation",
    ]);
    expect(await mailsTo(existing.email, since)).toEqual([
      {
        template: "sign-up-existing-account",
        subject: "Someone tried to create an account with your e-mail address",
      },
    ]);
    const [owner] = await getDb().select().from(profiles).where(eq(profiles.id, existing.userId));
    expect(owner!.name).not.toBe("Probe Person");
    expect(await getDb().select().from(user).where(eq(user.email, existing.email))).toHaveLength(1);

    // The new account signs in with the password it chose.
    const signIn = await appRequest("/login", {
      form: { intent: "sign-in", email: fresh, password: PASSWORD },
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/dashboard");
  });

  it("an invited (not yet accepted) address gets the same answer", async () => {
    const admin = await createTestUser("administrator");
    const invitedEmail = `enum-invited-${Date.now()}@example.test`;
    await inviteUser(
      getDb(),
      { user: { id: admin.userId }, activeRole: "administrator" },
      { name: "Ivy Invited", email: invitedEmail, role: "examiner" },
    );
    const answer = await signUpForm(invitedEmail);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(
      `/login?registered=1&email=${encodeURIComponent(invitedEmail)}`,
    );
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.email, invitedEmail));
    expect(profile!.status).toBe("invited");
  });

  it("the raw endpoint answers a new and an existing address alike (no USER_ALREADY_EXISTS)", async () => {
    const existing = await createTestUser("applicant");
    const fresh = `enum-raw-${Date.now()}@example.test`;
    const body = (email: string) => ({ name: "Raw Probe", email, password: PASSWORD });
    const forNew = await rawSignUp(body(fresh));
    const forExisting = await rawSignUp(body(existing.email));
    expect(forNew.status).toBe(200);
    expect(forExisting.status).toBe(200);
    const [a, b] = [await forNew.json(), await forExisting.json()];
    expect(JSON.stringify(b)).not.toContain("ALREADY_EXISTS");
    expect(shape(b)).toEqual(shape(a));
    expect(a.token).toBeNull();
    expect(b.token).toBeNull();
    expect(forNew.headers.getSetCookie()).toEqual([]);
    expect(forExisting.headers.getSetCookie()).toEqual([]);
    // The existing account keeps its one session (the test helper's), gains none.
    const sessions = await getDb()
      .select()
      .from(session)
      .where(eq(session.userId, existing.userId));
    expect(sessions).toHaveLength(1);
  });
});

describe("the raw auth endpoints keep the forms' name rules", () => {
  it("refuses a 1-character name at sign-up and a 20 000-character name on update-user", async () => {
    const email = `short-name-${Date.now()}@example.test`;
    const short = await rawSignUp({ name: "A", email, password: PASSWORD });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      code: "INVALID_NAME",
      message: "Enter your full name",
    });
    expect(await getDb().select().from(user).where(eq(user.email, email))).toHaveLength(0);
    const missing = await rawSignUp({ email, password: PASSWORD });
    expect(missing.status).toBe(400);
    const longOrg = await rawSignUp({
      name: "Fine Name",
      organization: "x".repeat(161),
      email,
      password: PASSWORD,
    });
    expect(longOrg.status).toBe(400);
    expect(await longOrg.json()).toMatchObject({ code: "INVALID_ORGANIZATION" });
    expect(await getDb().select().from(user).where(eq(user.email, email))).toHaveLength(0);
    // Trimmed, as the form stores it.
    const ok = await rawSignUp({ name: "  Padded Name  ", email, password: PASSWORD });
    expect(ok.status).toBe(200);
    const [created] = await getDb().select().from(user).where(eq(user.email, email));
    expect(created!.name).toBe("Padded Name");

    const person = await createTestUser("applicant");
    const update = (body: Record<string, unknown>) =>
      appRequest("/api/auth/update-user", {
        method: "POST",
        cookie: person.cookie,
        body: JSON.stringify(body),
        headers: { "content-type": "application/json" },
      });
    const [before] = await getDb().select().from(user).where(eq(user.id, person.userId));
    const huge = await update({ name: "y".repeat(20_000) });
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ code: "INVALID_NAME", message: "Name is too long" });
    const tiny = await update({ name: " B " });
    expect(tiny.status).toBe(400);
    const [after] = await getDb().select().from(user).where(eq(user.id, person.userId));
    expect(after!.name).toBe(before!.name);
    const fine = await update({ name: "Renamed Person" });
    expect(fine.status).toBe(200);
    const [renamed] = await getDb().select().from(user).where(eq(user.id, person.userId));
    expect(renamed!.name).toBe("Renamed Person");
  });

  it("drops the characters XML forbids from names sent as JSON, as the forms do (decision 069)", async () => {
    const email = `vt-${Date.now().toString(36)}@example.test`;
    const signUp = await rawSignUp({
      name: "Word\u000B Paste\u0001r",
      organization: "Tab\u000C Traps",
      email,
      password: PASSWORD,
    });
    expect(signUp.status).toBe(200);
    const [created] = await getDb().select().from(user).where(eq(user.email, email));
    expect(created!.name).toBe("Word Paster");
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, created!.id));
    expect(profile).toMatchObject({ name: "Word Paster", organization: "Tab Traps" });

    const person = await createTestUser("applicant");
    const renamed = await appRequest("/api/auth/update-user", {
      method: "POST",
      cookie: person.cookie,
      body: JSON.stringify({ name: "Re\u000Bnamed" }),
      headers: { "content-type": "application/json" },
    });
    expect(renamed.status).toBe(200);
    const [after] = await getDb().select().from(user).where(eq(user.id, person.userId));
    expect(after!.name).toBe("Renamed");
  });
});
