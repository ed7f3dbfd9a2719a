import { eq } from "drizzle-orm";
import { proposalComments } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { loadComment, type ProposalCommentRow } from "./proposal-access.server";
import { proposalMessages } from "./proposal-messages";
import type { HideCommentData } from "./proposal-schema";

/**
 * An administrator hides a reply with a reason (decision 059): the text
 * stays stored (and with the administrator's audit log) but the thread shows
 * "Hidden by a moderator: <reason>" in its place. Hiding twice is refused.
 */
export async function hideProposalComment(
  db: Database,
  viewer: Viewer,
  proposalId: string,
  commentId: string,
  input: Pick<HideCommentData, "reason">,
  now: Date = new Date(),
): Promise<ProposalCommentRow> {
  assertCan(viewer, "proposalComment.moderate");
  await loadComment(db, proposalId, commentId);
  return db.transaction(async (tx) => {
    const comment = await loadComment(tx, proposalId, commentId, { forUpdate: true });
    if (comment.hiddenAt) throw new AppError("conflict", proposalMessages.commentHidden);
    const [row] = await tx
      .update(proposalComments)
      .set({ hiddenAt: now, hiddenBy: viewer.user.id, hiddenReason: input.reason })
      .where(eq(proposalComments.id, comment.id))
      .returning();
    await writeAuditLog(tx, {
      entityType: "proposal_comment",
      entityId: comment.id,
      action: "hidden",
      actorId: viewer.user.id,
      details: { proposalId, reason: input.reason, activeRole: viewer.activeRole },
    });
    return row!;
  });
}
