import { and, eq } from "drizzle-orm";
import { session } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";

/**
 * Ends one of the user's own sessions (not the current one: that is "Sign
 * out"). A session id of another user is refused as not found.
 */
export async function revokeSession(
  db: Database,
  input: { userId: string; sessionId: string; currentSessionId: string },
) {
  if (input.sessionId === input.currentSessionId) {
    throw new AppError("validation", "Use Sign out to end the session on this device.");
  }
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(session)
      .where(and(eq(session.id, input.sessionId), eq(session.userId, input.userId)))
      .returning({ id: session.id });
    if (deleted.length === 0) {
      throw new AppError("not_found", "That session has already ended.");
    }
    await writeAuditLog(tx, {
      entityType: "user",
      entityId: input.userId,
      action: "session_revoked",
      actorId: input.userId,
      details: { sessionId: input.sessionId },
    });
  });
}
