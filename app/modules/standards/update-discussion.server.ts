import { eq, sql } from "drizzle-orm";
import { standardDiscussions } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { loadDiscussion, type DiscussionRow } from "./discussion-access.server";

/** SPEC §6: its author or administrator/committee edit a comment (SPEC §8 text otherwise). */
export async function updateDiscussion(
  db: Database,
  viewer: Viewer,
  discussionId: string,
  input: { comment: string },
): Promise<DiscussionRow> {
  const discussion = await loadDiscussion(db, discussionId);
  assertCan(viewer, "discussion.update", { authorId: discussion.userId });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(standardDiscussions)
      .set({ comment: input.comment, updatedAt: sql`now()` })
      .where(eq(standardDiscussions.id, discussion.id))
      .returning();
    if (discussion.userId !== viewer.user.id) {
      await writeAuditLog(tx, {
        entityType: "standard_discussion",
        entityId: discussion.id,
        action: "edited_by_staff",
        actorId: viewer.user.id,
        details: { authorId: discussion.userId, activeRole: viewer.activeRole },
      });
    }
    return row!;
  });
}
