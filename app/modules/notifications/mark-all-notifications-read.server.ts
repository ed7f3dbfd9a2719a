import { and, eq } from "drizzle-orm";
import { notifications } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

/** SPEC §7: update all unread notifications of the user. Returns how many changed. */
export async function markAllNotificationsRead(db: Executor, userId: string): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return changed.length;
}
