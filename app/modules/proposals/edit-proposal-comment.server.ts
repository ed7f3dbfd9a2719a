import { eq } from "drizzle-orm";
import { proposalCommentRevisions, proposalComments } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { loadComment, type ProposalCommentRow } from "./proposal-access.server";
import { proposalMessages } from "./proposal-messages";
import type { CommentData } from "./proposal-schema";

/**
 * The author edits their reply (decision 059): the previous text is kept as
 * a revision and the reply shows "edited". A hidden reply stays as it was.
 * Outsiders (a reply of another proposal) get not found.
 */
export async function editProposalComment(
  db: Database,
  viewer: Viewer,
  proposalId: string,
  commentId: string,
  input: CommentData,
  now: Date = new Date(),
): Promise<ProposalCommentRow> {
  const loaded = await loadComment(db, proposalId, commentId);
  assertCan(viewer, "proposalComment.edit", { authorId: loaded.authorId });
  return db.transaction(async (tx) => {
    const comment = await loadComment(tx, proposalId, commentId, { forUpdate: true });
    if (comment.hiddenAt) throw new AppError("conflict", proposalMessages.commentHidden);
    if (comment.body === input.body) {
      throw new AppError("validation", proposalMessages.commentUnchanged, {
        body: proposalMessages.commentUnchanged,
      });
    }
    await tx
      .insert(proposalCommentRevisions)
      .values({ commentId: comment.id, body: comment.body, replacedAt: now });
    const [row] = await tx
      .update(proposalComments)
      .set({ body: input.body, editedAt: now })
      .where(eq(proposalComments.id, comment.id))
      .returning();
    await writeAuditLog(tx, {
      entityType: "proposal_comment",
      entityId: comment.id,
      action: "edited",
      actorId: viewer.user.id,
      details: { proposalId, activeRole: viewer.activeRole },
    });
    return row!;
  });
}
