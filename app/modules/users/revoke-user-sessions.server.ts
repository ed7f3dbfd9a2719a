import { eq } from "drizzle-orm";
import { session } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { lockProfileForChange } from "./user-guards.server";

/** Administrators: signs a user out everywhere (deletes their sessions). */
export async function revokeUserSessions(db: Database, actor: Viewer, input: { userId: string }) {
  assertCan(actor, "users.manage");
  return db.transaction(async (tx) => {
    const target = await lockProfileForChange(tx, input.userId);
    const revoked = await tx
      .delete(session)
      .where(eq(session.userId, target.id))
      .returning({ id: session.id });
    await writeAuditLog(tx, {
      entityType: "profile",
      entityId: target.id,
      action: "sessions_revoked",
      actorId: actor.user.id,
      details: { before: { sessions: revoked.length }, after: { sessions: 0 } },
    });
    return { revoked: revoked.length };
  });
}
