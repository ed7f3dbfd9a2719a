import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, notifications, profiles, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isAppError } from "~/domain/app-error";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { createTestUser } from "../../../tests/helpers/users";
import { makeRequest } from "../../../tests/helpers/requests";
import { getAuth } from "./auth.server";
import { signUp } from "./sign-up.server";
import { signIn } from "./sign-in.server";

describe("sign-up (SPEC §7)", () => {
  it("creates the profile, the welcome e-mail and notifies administrators", async () => {
    const admin = await createTestUser("administrator");
    await signUp(makeRequest("/login"), {
      name: "Riley Fox",
      organization: "Fox Humane Removal",
      email: "riley@example.test",
      password: "a-strong-password",
    });
    const db = getDb();
    const [profile] = await db
      .select()
      .from(profiles)
      .where(eq(profiles.email, "riley@example.test"));
    expect(profile).toMatchObject({
      name: "Riley Fox",
      organization: "Fox Humane Removal",
      role: "applicant",
    });
    expect(profile?.metadata).toMatchObject({ role: "applicant", additional_roles: [] });
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "riley@example.test"));
    expect(mails.map((m) => m.template).sort()).toEqual(["email-confirmation", "welcome"]);
    expect(mails.find((m) => m.template === "welcome")!.html).toContain(
      "http://localhost:3000/dashboard",
    );
    const adminNotes = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.userId));
    expect(adminNotes).toHaveLength(1);
    expect(adminNotes[0]).toMatchObject({ type: "new_user_registered", isRead: false });
    expect(adminNotes[0]!.message).toContain("Riley Fox");
  });

  it("answers a duplicate e-mail like a new one and e-mails the owner instead (decision 067)", async () => {
    const existing = await createTestUser("applicant");
    const before = await databaseDigest();
    await signUp(makeRequest("/login"), {
      name: "Someone",
      organization: "Org",
      email: existing.email,
      password: "a-strong-password",
    });
    const mails = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, existing.email));
    expect(mails.map((m) => m.template)).toEqual(["sign-up-existing-account"]);
    expect(mails[0]!.deliveryText ?? mails[0]!.text).toContain("sign in");
    // Nothing but that e-mail was written: no user, profile or session.
    await getDb().delete(emailOutbox).where(eq(emailOutbox.id, mails[0]!.id));
    expect(await databaseDigest()).toEqual(before);
  });

  it("e-mails a link that confirms the address (decision 080); a bad link confirms nothing", async () => {
    const email = "confirm-me@example.test";
    await signUp(makeRequest("/login"), {
      name: "Casey Confirm",
      organization: "Confirm Wildlife",
      email,
      password: "a-strong-password",
    });
    const db = getDb();
    const verified = async () =>
      (await db.select().from(user).where(eq(user.email, email)))[0]!.emailVerified;
    expect(await verified()).toBe(false);
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "email-confirmation")));
    const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<]+/.exec(mail!.text)![0];
    const bad = await getAuth().handler(
      new Request(link.replace(/token=[^&]+/, "token=not-a-token")),
    );
    expect(bad.status).toBe(302);
    expect(bad.headers.get("location")).toMatch(/^\/dashboard\/email-address\?error=/);
    expect(await verified()).toBe(false);
    const good = await getAuth().handler(new Request(link));
    expect([good.status, good.headers.get("location")]).toEqual([302, "/dashboard/email-address"]);
    expect(await verified()).toBe(true);
  });

  it("refuses wrong credentials with a clear message", async () => {
    const user = await createTestUser("applicant");
    const error = await signIn(makeRequest("/login"), {
      email: user.email,
      password: "not-the-password",
    }).catch((e: unknown) => e);
    expect(isAppError(error) && error.message).toBe("Incorrect e-mail or password.");
  });
});
