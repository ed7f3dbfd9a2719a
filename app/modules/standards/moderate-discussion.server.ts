import { eq, sql } from "drizzle-orm";
import { standardDiscussions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { loadDiscussion, type DiscussionRow } from "./discussion-access.server";
import { standardsMessages } from "./standards-messages";

/**
 * Staff publish a discussion as an FAQ (with the answer shown on the public
 * standards page) and pin it (pinned discussions come first).
 */
export async function moderateDiscussion(
  db: Database,
  viewer: Viewer,
  discussionId: string,
  input: { isFaq: boolean; isPinned: boolean; faqAnswer: string | null },
): Promise<DiscussionRow> {
  assertCan(viewer, "discussion.moderate");
  const discussion = await loadDiscussion(db, discussionId);
  if (input.isFaq && !input.faqAnswer) {
    throw new AppError("validation", standardsMessages.faqNeedsAnswer, {
      faqAnswer: standardsMessages.faqNeedsAnswer,
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(standardDiscussions)
      .set({
        isFaq: input.isFaq,
        isPinned: input.isPinned,
        faqAnswer: input.faqAnswer,
        updatedAt: sql`now()`,
      })
      .where(eq(standardDiscussions.id, discussion.id))
      .returning();
    await writeAuditLog(tx, {
      entityType: "standard_discussion",
      entityId: discussion.id,
      action: "moderated",
      actorId: viewer.user.id,
      details: {
        isFaq: { from: discussion.isFaq, to: input.isFaq },
        isPinned: { from: discussion.isPinned, to: input.isPinned },
        activeRole: viewer.activeRole,
      },
    });
    return row!;
  });
}
