import { sql } from "drizzle-orm";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import {
  loadBallot,
  loadProposal,
  proposalPath,
  proposalSubjectText,
  votersOf,
  type ProposalRow,
} from "./proposal-access.server";
import { proposalMessages } from "./proposal-messages";
import { proposalNotificationMessages as n } from "./proposal-notifications";
import { setBallotStatus } from "./set-ballot-status.server";
import { assertProposalEdge, setProposalStatus } from "./set-proposal-status.server";

/**
 * The proposer, or an administrator with a reason (decision 059), withdraw a
 * proposal that has not been decided (proposed, voting, or passed and
 * awaiting publication); an open ballot on it is cancelled and its voters
 * are told. The proposer is
 * notified when someone else withdrew it. Both statuses through their one
 * writers (each with its audit log). One transaction.
 */
export async function withdrawProposal(
  db: Database,
  viewer: Viewer,
  proposalId: string,
  input: { note: string | null },
): Promise<ProposalRow> {
  const loaded = await loadProposal(db, proposalId);
  assertCan(viewer, "proposal.withdraw", { proposedBy: loaded.proposedBy });
  const conflict = `A ${loaded.status} proposal cannot be withdrawn.`;
  assertProposalEdge(loaded, "withdrawn", viewer, conflict);
  if (loaded.proposedBy !== viewer.user.id && !input.note) {
    throw new AppError("validation", proposalMessages.withdrawNeedsReason, {
      note: proposalMessages.withdrawNeedsReason,
    });
  }
  return db.transaction(async (tx) => {
    const proposal = await loadProposal(tx, proposalId, { forUpdate: true });
    if (proposal.status !== loaded.status)
      throw new AppError("conflict", proposalMessages.changedMeanwhile);
    const subject = proposalSubjectText(proposal);
    const link = proposalPath(proposal.id);
    const ballot = await loadBallot(tx, proposal.id, { forUpdate: true });
    let cancelled = false;
    if (ballot && ballot.status === "open") {
      await setBallotStatus(
        tx,
        ballot,
        "cancelled",
        { viewer, proposal: { proposedBy: proposal.proposedBy } },
        {
          changes: { closedAt: sql`now()` },
          audit: { action: "ballot_cancelled" },
        },
      );
      cancelled = true;
      for (const userId of await votersOf(tx, ballot.id)) {
        if (userId === viewer.user.id || userId === proposal.proposedBy) continue;
        await createNotification(tx, {
          userId,
          type: "standard_proposal_status",
          message: notificationText(n.ballotCancelled, { subject }),
          link,
        });
      }
    }
    const updated = await setProposalStatus(tx, {
      proposal,
      to: "withdrawn",
      viewer,
      changes: { decidedBy: viewer.user.id, decidedAt: sql`now()`, decisionNote: input.note },
      audit: { action: "withdrawn", details: { note: input.note, ballotCancelled: cancelled } },
      conflict,
    });
    if (proposal.proposedBy && proposal.proposedBy !== viewer.user.id) {
      await createNotification(tx, {
        userId: proposal.proposedBy,
        type: "standard_proposal_status",
        message: input.note
          ? notificationText(n.withdrawnWithNote, { subject, note: input.note })
          : notificationText(n.withdrawn, { subject }),
        link,
      });
    }
    return updated;
  });
}
