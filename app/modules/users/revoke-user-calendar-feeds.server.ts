import { eq } from "drizzle-orm";
import { calendarFeeds } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";

/**
 * Deletes a person's calendar feed, inside the caller's transaction, with one
 * audit entry per feed: when they stop it (decision 065), and for good when
 * their account is deactivated or they lose the role that may hold one
 * (decision 080): the address is a credential, so reactivating the account or
 * giving the role back never revives it; they create a new address.
 */
export async function revokeUserCalendarFeeds(
  tx: Executor,
  input: { userId: string; actorId: string; details: Record<string, unknown> },
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
      details: input.details,
    });
  }
}
