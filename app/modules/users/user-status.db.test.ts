import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { userAccountMachine } from "~/domain/user-status";
import { getDb } from "~/lib/db.server";
import { pgError } from "~/lib/pg-error";
import type { Role, Viewer } from "~/modules/permissions";
import { createTestUser } from "../../../tests/helpers/users";
import { setUserStatus } from "./set-user-status.server";

const viewer = (userId: string, activeRole: Role): Viewer => ({ user: { id: userId }, activeRole });

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected the call to be refused");
}

/** The account's status columns and its audit trail, to prove a refusal changed nothing. */
async function snapshot(userId: string) {
  const db = getDb();
  const [profile] = await db
    .select({
      status: profiles.status,
      deactivatedAt: profiles.deactivatedAt,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const audit = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "profile"), eq(auditLog.entityId, userId)));
  return { profile, audit: audit.length };
}

describe("the user account table (decision 014)", () => {
  it("accounts start active; an invitation is accepted by its event; staff deactivate and reactivate", () => {
    expect(userAccountMachine.initial).toBe("active");
    expect(userAccountMachine.final).toEqual([]);
    expect(userAccountMachine.allows("invited", "active", "system:invitation-accepted")).toBe(true);
    expect(userAccountMachine.allows("invited", "active", "users.manage")).toBe(false);
    expect(userAccountMachine.allows("active", "deactivated", "users.manage")).toBe(true);
    expect(userAccountMachine.allows("deactivated", "active", "users.manage")).toBe(true);
    expect(userAccountMachine.allows("active", "invited", "users.manage")).toBe(false);
    expect(userAccountMachine.allows("deactivated", "invited", "users.manage")).toBe(false);
    expect(userAccountMachine.checkConstraint("status")).toBe(
      "status in ('active', 'invited', 'deactivated')",
    );
  });

  it("the writer refuses an edge the table lacks, a person without the policy action and a stale status; nothing changes", async () => {
    const admin = await createTestUser("administrator");
    const committee = await createTestUser("committee");
    const target = await createTestUser("applicant");
    const before = await snapshot(target.userId);
    const db = getDb();
    const write = (
      from: "active" | "invited" | "deactivated",
      to: "active" | "invited" | "deactivated",
      by: Parameters<typeof setUserStatus>[3],
    ) =>
      rejection(
        db.transaction((tx) =>
          setUserStatus(tx, { id: target.userId, status: from }, to, by, {
            audit: { action: "test_change" },
          }),
        ),
      );

    const missing = await write("active", "invited", {
      viewer: viewer(admin.userId, "administrator"),
    });
    expect(missing.status).toBe(409);
    const byCommittee = await write("active", "deactivated", {
      viewer: viewer(committee.userId, "committee"),
    });
    expect([byCommittee.status, byCommittee.message]).toEqual([
      403,
      "You do not have permission to manage users",
    ]);
    // A person cannot take the invitation's system edge, nor the system a person's edge.
    const personOnEvent = await write("invited", "active", {
      viewer: viewer(admin.userId, "administrator"),
    });
    expect(personOnEvent.status).toBe(409);
    const eventOnPerson = await write("active", "deactivated", {
      event: "system:invitation-accepted",
      actorId: null,
    });
    expect(eventOnPerson.status).toBe(409);
    // From a status the account no longer has (someone changed it first): zero rows, a conflict.
    const stale = await write("deactivated", "active", {
      viewer: viewer(admin.userId, "administrator"),
    });
    expect(stale.status).toBe(409);
    expect(await snapshot(target.userId)).toEqual(before);
  });

  it("the writer moves the status with deactivated_at and writes the audit log in the caller's transaction", async () => {
    const admin = await createTestUser("administrator");
    const target = await createTestUser("applicant");
    const db = getDb();
    const by = { viewer: viewer(admin.userId, "administrator") };
    const row = await db.transaction((tx) =>
      setUserStatus(tx, { id: target.userId, status: "active" }, "deactivated", by, {
        audit: { action: "user_deactivated", details: { reason: "test" } },
      }),
    );
    expect(row.status).toBe("deactivated");
    expect(row.deactivatedAt).not.toBeNull();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, "profile"),
          eq(auditLog.entityId, target.userId),
          eq(auditLog.action, "user_deactivated"),
        ),
      );
    expect(entry).toMatchObject({
      actorId: admin.userId,
      details: {
        before: { status: "active" },
        after: { status: "deactivated" },
        reason: "test",
      },
    });
    // A failure later in the same transaction takes the status change back with it.
    const before = await snapshot(target.userId);
    await expect(
      db.transaction(async (tx) => {
        await setUserStatus(tx, { id: target.userId, status: "deactivated" }, "active", by, {
          audit: { action: "user_reactivated" },
        });
        throw new Error("later step failed");
      }),
    ).rejects.toThrow("later step failed");
    expect(await snapshot(target.userId)).toEqual(before);
  });

  it("the database refuses a status outside the table", async () => {
    const target = await createTestUser("applicant");
    const error = await getDb()
      .update(profiles)
      .set({ status: "suspended" })
      .where(eq(profiles.id, target.userId))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgError(error)).toEqual({ code: "23514", constraint: "profiles_status_check" });
    expect((await snapshot(target.userId)).profile!.status).toBe("active");
  });
});
