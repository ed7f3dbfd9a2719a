import { and, eq, ne } from "drizzle-orm";
import { session } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";

/** Ends every session of the user except the current one; returns how many. */
export async function revokeOtherSessions(
  db: Database,
  input: { userId: string; currentSessionId: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(session)
      .where(and(eq(session.userId, input.userId), ne(session.id, input.currentSessionId)))
      .returning({ id: session.id });
    await writeAuditLog(tx, {
      entityType: "user",
      entityId: input.userId,
      action: "other_sessions_revoked",
      actorId: input.userId,
      details: { count: deleted.length },
    });
    return deleted.length;
  });
}
