import { and, eq } from "drizzle-orm";
import { notifications } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertOwnNotification } from "./assert-own-notification.server";

/** SPEC §7: update is_read by id — only the owner's own notification. */
export async function markNotificationRead(db: Executor, userId: string, id: string) {
  await assertOwnNotification(db, userId, id);
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
}
