import { proposalComments } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import {
  loadProposal,
  proposalPath,
  proposalSubjectText,
  type ProposalCommentRow,
} from "./proposal-access.server";
import type { CommentData } from "./proposal-schema";
import { proposalNotificationMessages as n } from "./proposal-notifications";

/**
 * A reply in a proposal's discussion thread (decision 059): any signed-in
 * user, at any stage of the proposal. The proposer is told (unless they
 * wrote it). One transaction with the audit log.
 */
export async function postProposalComment(
  db: Database,
  viewer: Viewer,
  proposalId: string,
  input: CommentData,
  now: Date = new Date(),
): Promise<ProposalCommentRow> {
  assertCan(viewer, "proposalComment.create");
  const proposal = await loadProposal(db, proposalId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(proposalComments)
      .values({ changeId: proposal.id, authorId: viewer.user.id, body: input.body, createdAt: now })
      .returning();
    await writeAuditLog(tx, {
      entityType: "proposal_comment",
      entityId: row!.id,
      action: "posted",
      actorId: viewer.user.id,
      details: { proposalId: proposal.id, activeRole: viewer.activeRole },
    });
    if (proposal.proposedBy && proposal.proposedBy !== viewer.user.id) {
      await createNotification(tx, {
        userId: proposal.proposedBy,
        type: "standard_proposal_status",
        message: notificationText(n.reply, { subject: proposalSubjectText(proposal) }),
        link: `${proposalPath(proposal.id)}#discussion`,
      });
    }
    return row!;
  });
}
