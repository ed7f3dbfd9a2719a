import { desc, eq } from "drizzle-orm";
import { notifications } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { NOTIFICATION_FETCH_LIMIT } from "./notification-types";

export type NotificationView = {
  id: string;
  type: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  link: string | null;
};

/** A stored notification as the bell and the notifications page show it. */
export function toNotificationView(n: typeof notifications.$inferSelect): NotificationView {
  return {
    id: n.id,
    type: n.type,
    message: n.message,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
    link: typeof n.metadata.link === "string" ? n.metadata.link : null,
  };
}

/** The user's notifications, newest first (SPEC §7: default limit 20). */
export async function listNotifications(
  db: Executor,
  userId: string,
  limit = NOTIFICATION_FETCH_LIMIT,
): Promise<NotificationView[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toNotificationView);
}
