import type { Database } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { revokeUserCalendarFeeds } from "~/modules/users/index.server";

/**
 * Stops the viewer's calendar feed (decision 065): the row goes, so its
 * address answers 404 from now on. Nothing to stop is not an error.
 */
export async function revokeCalendarFeed(db: Database, viewer: Viewer): Promise<void> {
  assertCan(viewer, "calendarFeed.manage");
  await db.transaction((tx) =>
    revokeUserCalendarFeeds(tx, {
      userId: viewer.user.id,
      actorId: viewer.user.id,
      details: { activeRole: viewer.activeRole },
    }),
  );
}
