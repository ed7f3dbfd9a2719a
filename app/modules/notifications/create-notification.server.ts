import { and, eq, sql } from "drizzle-orm";
import { notifications, profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { Role } from "~/modules/permissions";
import { holdsAnyRole } from "~/lib/role-holders.server";
import type { NotificationType } from "./notification-types";

export type NewNotification = {
  userId: string;
  type: NotificationType;
  message: string;
  link?: string;
};

/** Inserts one notification; call it inside the transaction of the change. */
export async function createNotification(db: Executor, input: NewNotification) {
  await db.insert(notifications).values({
    userId: input.userId,
    type: input.type,
    message: input.message,
    metadata: input.link ? { link: input.link } : {},
  });
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
  await db.insert(notifications).values(
    holders.map((h) => ({
      userId: h.id,
      type: input.type,
      message: input.message,
      metadata: input.link ? { link: input.link } : {},
    })),
  );
  return holders.length;
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}
