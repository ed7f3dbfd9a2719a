import { calendarFeeds } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { calendarFeedUrl, newCalendarFeedToken } from "./calendar-feed-token.server";

/**
 * Creates the viewer's private calendar feed, or gives it a new address
 * (decision 065): the previous address stops working at once. The address is
 * returned once, to show its owner; only the token's hash is stored.
 */
export async function createCalendarFeed(db: Database, viewer: Viewer): Promise<{ url: string }> {
  assertCan(viewer, "calendarFeed.manage");
  const { token, tokenHash } = newCalendarFeedToken();
  await db.transaction(async (tx) => {
    const [feed] = await tx
      .insert(calendarFeeds)
      .values({ userId: viewer.user.id, tokenHash })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenHash, createdAt: new Date() },
      })
      .returning({ id: calendarFeeds.id });
    await writeAuditLog(tx, {
      entityType: "calendar_feed",
      entityId: feed!.id,
      action: "calendar_feed_created",
      actorId: viewer.user.id,
      details: { activeRole: viewer.activeRole },
    });
  });
  return { url: calendarFeedUrl(getEnv().baseUrl, token) };
}
