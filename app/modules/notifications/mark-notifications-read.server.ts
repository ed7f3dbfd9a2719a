import { and, eq, inArray } from "drizzle-orm";
import { notifications } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { notificationMessages } from "./notification-types";

/**
 * Marks the chosen notifications of one user read (the notifications page's
 * "Mark selected as read"). All or nothing: an id that is unknown or another
 * user's answers "Notification not found" and nothing changes. Returns how
 * many were unread before.
 */
export async function markNotificationsRead(
  db: Database,
  options: { userId: string; ids: readonly string[] },
): Promise<number> {
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, options.userId), inArray(notifications.id, ids)));
    if (own.length !== ids.length) throw new AppError("not_found", notificationMessages.notFound);
    const changed = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.userId, options.userId),
          inArray(notifications.id, ids),
          eq(notifications.isRead, false),
        ),
      )
      .returning({ id: notifications.id });
    return changed.length;
  });
}
