import { eq } from "drizzle-orm";
import { calendarFeeds } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";

/**
 * Stops the viewer's calendar feed (decision 065): the row goes, so its
 * address answers 404 from now on. Nothing to stop is not an error.
 */
export async function revokeCalendarFeed(db: Database, viewer: Viewer): Promise<void> {
  assertCan(viewer, "calendarFeed.manage");
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(calendarFeeds)
      .where(eq(calendarFeeds.userId, viewer.user.id))
      .returning({ id: calendarFeeds.id });
    for (const feed of removed) {
      await writeAuditLog(tx, {
        entityType: "calendar_feed",
        entityId: feed.id,
        action: "calendar_feed_revoked",
        actorId: viewer.user.id,
        details: { activeRole: viewer.activeRole },
      });
    }
  });
}
