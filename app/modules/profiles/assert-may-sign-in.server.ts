import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { userMessages } from "~/domain/user-status";

/**
 * Why `userId` may not have a session (deactivated, or an invitation not yet
 * accepted), or null when they may. Asked by the session-create hook of
 * every sign-in method and by the per-request session lookup.
 */
export async function signInRefusal(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ status: profiles.status })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (row?.status === "deactivated") return userMessages.deactivatedSignIn;
  if (row?.status === "invited") return userMessages.invitedSignIn;
  return null;
}

/** Records the time of a new session (the console's "last sign-in"). */
export async function recordSignIn(db: Executor, userId: string, at: Date = new Date()) {
  await db.update(profiles).set({ lastSignInAt: at }).where(eq(profiles.id, userId));
}
