import { and, eq, sql } from "drizzle-orm";
import { notifications, profiles, type NotificationMetadata } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { Role } from "~/modules/permissions";
import { holdsAnyRole } from "~/lib/role-holders.server";
import type { NotificationType } from "./notification-types";
import { renderNotificationText, type NotificationText } from "./notification-text.server";

export type NewNotification = {
  userId: string;
  type: NotificationType;
  /**
   * What it says: a catalog message and its values (`notificationText`), shown
   * in each reader's language when read (issue 36). Rows written before keep
   * their English `message` and are read as written.
   */
  message: NotificationText;
  link?: string;
};

/** The row's English text (the mail log's and search's) and its metadata (link, stored text). */
function stored(input: Omit<NewNotification, "userId">) {
  const metadata: NotificationMetadata = { text: input.message };
  if (input.link) metadata.link = input.link;
  return {
    type: input.type,
    message: renderNotificationText(input.message, "en") ?? "",
    metadata,
  };
}

/** Inserts one notification; call it inside the transaction of the change. */
export async function createNotification(db: Executor, input: NewNotification) {
  await db.insert(notifications).values({ userId: input.userId, ...stored(input) });
}

/**
 * Notifies every user holding `role` (or any of several roles; as profile role
 * or additional role) once, except `exceptUserId`. Returns the number of
 * notifications written.
 */
export async function notifyRole(
  db: Executor,
  role: Role | readonly Role[],
  input: Omit<NewNotification, "userId">,
  exceptUserId?: string,
): Promise<number> {
  const wanted = typeof role === "string" ? [role] : [...role];
  if (wanted.length === 0) return 0;
  const holders = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(holdsAnyRole(wanted), exceptUserId ? sql`${profiles.id} <> ${exceptUserId}` : undefined),
    );
  if (holders.length === 0) return 0;
  const row = stored(input);
  await db.insert(notifications).values(holders.map((h) => ({ userId: h.id, ...row })));
  return holders.length;
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}
