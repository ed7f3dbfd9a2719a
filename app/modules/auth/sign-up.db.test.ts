import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, notifications, profiles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isAppError } from "~/domain/app-error";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { createTestUser } from "../../../tests/helpers/users";
import { makeRequest } from "../../../tests/helpers/requests";
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
    expect(mails.map((m) => m.template)).toEqual(["welcome"]);
    expect(mails[0]!.html).toContain("http://localhost:3000/dashboard");
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

  it("refuses wrong credentials with a clear message", async () => {
    const user = await createTestUser("applicant");
    const error = await signIn(makeRequest("/login"), {
      email: user.email,
      password: "not-the-password",
    }).catch((e: unknown) => e);
    expect(isAppError(error) && error.message).toBe("Incorrect e-mail or password.");
  });
});
