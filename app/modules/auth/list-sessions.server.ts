import { and, desc, eq, gt } from "drizzle-orm";
import { session } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

export type SessionSummary = {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
};

/**
 * The user's unexpired sessions, newest activity first, without their tokens
 * (the browser only ever sees session ids).
 */
export async function listSessions(
  db: Executor,
  userId: string,
  currentSessionId: string,
): Promise<SessionSummary[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}
