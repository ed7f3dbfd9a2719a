import { eq } from "drizzle-orm";
import { calendarFeeds } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";

/**
 * Deletes a person's calendar feed for good when their account is
 * deactivated or they lose the role that may hold one (decisions 065 and
 * 080): the address is a credential, so reactivating the account or giving
 * the role back never revives it; they create a new address. Inside the
 * caller's transaction, with one audit entry per feed.
 */
export async function revokeUserCalendarFeeds(
  tx: Executor,
  input: {
    userId: string;
    actorId: string;
    reason: "account deactivated" | "examiner role removed";
  },
): Promise<void> {
  const removed = await tx
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, input.userId))
    .returning({ id: calendarFeeds.id });
  for (const feed of removed) {
    await writeAuditLog(tx, {
      entityType: "calendar_feed",
      entityId: feed.id,
      action: "calendar_feed_revoked",
      actorId: input.actorId,
      details: { userId: input.userId, reason: input.reason },
    });
  }
}
