import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { notifications } from "~/db/schema";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { countUnread } from "./create-notification.server";
import { toNotificationView, type NotificationView } from "./list-notifications.server";
import type { NotificationReadFilter, NotificationType } from "./notification-types";

export const NOTIFICATIONS_PAGE_SIZE = 25;

export type NotificationPage = {
  rows: NotificationView[];
  /** Notifications matching the filter. */
  total: number;
  page: number;
  pageCount: number;
  /** All unread notifications of the user, whatever the filter. */
  unread: number;
  /** The types the user has notifications of (the type filter offers these). */
  types: string[];
};

/**
 * The notifications page: every notification of one user (never anyone
 * else's), newest first, filtered by read state and type, a page at a time.
 * The bell shows only the newest 20 (listNotifications).
 */
export async function listAllNotifications(
  db: Executor,
  options: {
    userId: string;
    status?: NotificationReadFilter;
    type?: NotificationType;
    page?: number;
    pageSize?: number;
    /** The reader's language (issue 36). */
    locale?: Locale;
  },
): Promise<NotificationPage> {
  const pageSize = options.pageSize ?? NOTIFICATIONS_PAGE_SIZE;
  const conditions: SQL[] = [eq(notifications.userId, options.userId)];
  if (options.status === "unread") conditions.push(eq(notifications.isRead, false));
  if (options.status === "read") conditions.push(eq(notifications.isRead, true));
  if (options.type) conditions.push(eq(notifications.type, options.type));
  const where = and(...conditions);
  const [[counted], unread, types] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(where),
    countUnread(db, options.userId),
    db
      .selectDistinct({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, options.userId))
      .orderBy(notifications.type),
  ]);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: rows.map((row) => toNotificationView(row, options.locale)),
    total,
    page,
    pageCount,
    unread,
    types: types.map((t) => t.type),
  };
}
