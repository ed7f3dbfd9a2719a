import { desc, eq } from "drizzle-orm";
import { notifications } from "~/db/schema";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { isNotificationText, renderNotificationText } from "./notification-text.server";
import { NOTIFICATION_FETCH_LIMIT } from "./notification-types";

export type NotificationView = {
  id: string;
  type: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  link: string | null;
};

/**
 * A stored notification as the bell and the notifications page show it, in
 * the reader's language when it was stored as a message (issue 36); older
 * rows, and texts whose message is gone, show the stored English.
 */
export function toNotificationView(
  n: typeof notifications.$inferSelect,
  locale: Locale = "en",
): NotificationView {
  const text = isNotificationText(n.metadata.text) ? n.metadata.text : null;
  return {
    id: n.id,
    type: n.type,
    message: (text && renderNotificationText(text, locale)) ?? n.message,
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
  locale: Locale = "en",
): Promise<NotificationView[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map((row) => toNotificationView(row, locale));
}
