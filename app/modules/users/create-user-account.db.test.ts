import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, profiles, session } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { signInCookie } from "../../../tests/helpers/users";
import { createUserAccount } from "./create-user-account.server";

describe("createUserAccount (CLI and demo seed)", () => {
  it("creates a user who can sign in, with roles, and sends no welcome e-mail", async () => {
    const result = await createUserAccount({
      email: "Chief@Example.org",
      name: "Chief Admin",
      password: "a-long-password",
      role: "administrator",
      additionalRoles: ["committee", "examiner", "committee"],
    });
    expect(result.created).toBe(true);
    // The sign-up session that nobody holds is not left behind.
    expect(await getDb().select().from(session).where(eq(session.userId, result.userId))).toEqual(
      [],
    );
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, result.userId));
    expect(profile).toMatchObject({ email: "chief@example.org", role: "administrator" });
    expect(profile?.metadata.additional_roles).toEqual(["committee", "examiner"]);
    expect(await signInCookie("chief@example.org", "a-long-password")).toContain(
      "hap.session_token",
    );
    const mails = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "chief@example.org"));
    expect(mails).toHaveLength(0);
  });

  it("promotes an existing user and records it in the audit log", async () => {
    const first = await createUserAccount({
      email: "member@example.org",
      name: "Member",
      password: "a-long-password",
      role: "applicant",
    });
    const second = await createUserAccount({
      email: "member@example.org",
      name: "Member",
      role: "committee",
      additionalRoles: ["examiner"],
    });
    expect(second).toEqual({ userId: first.userId, created: false });
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, first.userId));
    expect(profile?.role).toBe("committee");
    expect(profile?.metadata).toMatchObject({ role: "committee", additional_roles: ["examiner"] });
    const log = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, first.userId))
      .orderBy(auditLog.createdAt);
    // Both entries (their order is not asserted: the embedded clock has millisecond steps).
    expect(log.map((l) => l.action).sort()).toEqual(["created_by_cli", "roles_changed"]);
  });

  it("refuses a new user without a password", async () => {
    await expect(
      createUserAccount({ email: "nopass@example.org", name: "No Pass", role: "examiner" }),
    ).rejects.toThrow("A password is required for a new user");
  });
});
