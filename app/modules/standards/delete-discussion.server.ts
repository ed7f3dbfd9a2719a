import { eq } from "drizzle-orm";
import { standardDiscussions } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { loadDiscussion } from "./discussion-access.server";

/** SPEC §6: its author or administrator/committee delete a comment (SPEC §8 text otherwise). */
export async function deleteDiscussion(db: Database, viewer: Viewer, discussionId: string) {
  const discussion = await loadDiscussion(db, discussionId);
  assertCan(viewer, "discussion.delete", { authorId: discussion.userId });
  return db.transaction(async (tx) => {
    await tx.delete(standardDiscussions).where(eq(standardDiscussions.id, discussion.id));
    await writeAuditLog(tx, {
      entityType: "standard_discussion",
      entityId: discussion.id,
      action: "deleted",
      actorId: viewer.user.id,
      details: {
        itemId: discussion.itemId,
        authorId: discussion.userId,
        wasFaq: discussion.isFaq,
        activeRole: viewer.activeRole,
      },
    });
    return discussion;
  });
}
