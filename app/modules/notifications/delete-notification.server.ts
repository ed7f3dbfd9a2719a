import { and, eq } from "drizzle-orm";
import { notifications } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertOwnNotification } from "./assert-own-notification.server";

/** SPEC §7: delete by id — only the owner's own notification. */
export async function deleteNotification(db: Executor, userId: string, id: string) {
  await assertOwnNotification(db, userId, id);
  await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
}
