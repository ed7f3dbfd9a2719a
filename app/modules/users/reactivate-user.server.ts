import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { assertCan, type Viewer } from "~/modules/permissions/policy";
import { lockProfileForChange } from "./user-guards.server";

/** Administrators: lets a deactivated account sign in again (audit log with before and after). */
export async function reactivateUser(db: Database, actor: Viewer, input: { userId: string }) {
  assertCan(actor, "users.manage");
  return db.transaction(async (tx) => {
    const target = await lockProfileForChange(tx, input.userId);
    if (target.status !== "deactivated") return { changed: false };
    const now = new Date();
    await tx
      .update(profiles)
      .set({ status: "active", deactivatedAt: null, updatedAt: now })
      .where(eq(profiles.id, target.id));
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: target.id,
      action: "user_reactivated",
      actorId: actor.user.id,
      details: { before: { status: "deactivated" }, after: { status: "active" } },
    });
    return { changed: true };
  });
}
