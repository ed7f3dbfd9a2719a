import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, notifications, profiles } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { isAppError } from "~/domain/app-error";
import { createTestUser } from "../../../tests/helpers/users";
import { makeRequest } from "../../../tests/helpers/requests";
import { signUp } from "./sign-up.server";
import { signIn } from "./sign-in.server";

describe("sign-up (SPEC §7)", () => {
  it("creates the profile, the welcome e-mail and notifies administrators", async () => {
    const admin = await createTestUser("administrator");
    const { headers } = await signUp(makeRequest("/login"), {
      name: "Riley Fox",
      organization: "Fox Humane Removal",
      email: "riley@example.test",
      password: "a-strong-password",
    });
    expect(headers.getSetCookie().some((c) => c.startsWith("hap.session_token="))).toBe(true);
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

  it("refuses a duplicate e-mail with a message at the field", async () => {
    const existing = await createTestUser("applicant");
    const error = await signUp(makeRequest("/login"), {
      name: "Someone",
      organization: "Org",
      email: existing.email,
      password: "a-strong-password",
    }).catch((e: unknown) => e);
    expect(isAppError(error)).toBe(true);
    expect((error as { fieldErrors: Record<string, string> }).fieldErrors.email).toMatch(
      /already exists/,
    );
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
