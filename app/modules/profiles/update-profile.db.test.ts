import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, profiles, user } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { createTestUser } from "../../../tests/helpers/users";
import { updateProfile } from "./update-profile.server";

describe("updateProfile", () => {
  it("changes the profile and the account name together, with an audit entry", async () => {
    const me = await createTestUser("applicant", { name: "Old Name", organization: "Old Org" });
    const other = await createTestUser("applicant", { name: "Other Person" });
    const db = getDb();
    await updateProfile(db, me.userId, { name: "New Name", organization: "Critter Care LLC" });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, me.userId));
    expect(profile).toMatchObject({ name: "New Name", organization: "Critter Care LLC" });
    const [account] = await db.select().from(user).where(eq(user.id, me.userId));
    expect(account).toMatchObject({ name: "New Name", organization: "Critter Care LLC" });
    const [untouched] = await db.select().from(profiles).where(eq(profiles.id, other.userId));
    expect(untouched?.name).toBe("Other Person");
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, me.userId));
    const entry = entries.find((e) => e.action === "profile_updated");
    expect(entry?.details).toMatchObject({
      before: { name: "Old Name", organization: "Old Org" },
      after: { name: "New Name", organization: "Critter Care LLC" },
    });
  });

  it("clears the organization when left empty", async () => {
    const me = await createTestUser("applicant");
    await updateProfile(getDb(), me.userId, { name: "Solo Trapper", organization: null });
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, me.userId));
    expect(profile?.organization).toBeNull();
  });
});
