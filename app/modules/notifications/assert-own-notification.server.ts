import { eq } from "drizzle-orm";
import { notifications } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { notificationMessages } from "./notification-types";

/**
 * A user may only touch their own notifications: unknown id → not_found (404),
 * another user's → forbidden (403).
 */
export async function assertOwnNotification(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!row) throw new AppError("not_found", notificationMessages.notFound);
  if (row.userId !== userId) throw new AppError("forbidden", notificationMessages.forbidden);
}
