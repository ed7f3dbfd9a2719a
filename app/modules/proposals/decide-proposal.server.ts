import { AppError } from "~/domain/app-error";
import { type BallotResult } from "~/domain/proposal-status";
import type { Database } from "~/lib/db.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { tallyBallot } from "./close-ballot.server";
import {
  loadBallot,
  loadProposal,
  proposalPath,
  proposalSubjectText,
  type ProposalRow,
} from "./proposal-access.server";
import { proposalMessages } from "./proposal-messages";
import { proposalNotificationMessages as n } from "./proposal-notifications";
import { publishProposalWithin } from "./publish-proposal.server";
import { assertProposalEdge, setProposalStatus } from "./set-proposal-status.server";

export type Decision = "approved" | "rejected";

/**
 * Staff decide a proposal (SPEC §8 "update proposal status"); a ballot's
 * outcome is applied by the app when it closes (decision 059), so what is
 * left to a person is:
 *
 * - publish (`approved`): a proposal whose ballot passed ("Passed — awaiting
 *   publication"). SPEC §4: the item takes the proposed text and its version
 *   rises by 0.1, with a history entry that records the proposal and its tally;
 * - reject before a ballot, with a reason. A balloted proposal is never
 *   rejected by hand: a failed ballot rejects it, a passed one can only be
 *   published or withdrawn.
 *
 * The status change (through the proposal's one writer, with the audit log),
 * the content change and the proposer's notification are one transaction.
 */
export async function decideProposal(
  db: Database,
  viewer: Viewer,
  proposalId: string,
  input: { decision: Decision; note: string | null },
  now: Date = new Date(),
): Promise<ProposalRow> {
  assertCan(viewer, "proposal.updateStatus");
  const loaded = await loadProposal(db, proposalId);
  const conflict =
    loaded.status === "voting"
      ? proposalMessages.decidedByBallot
      : `A ${loaded.status} proposal cannot be ${input.decision === "approved" ? "published" : "rejected"}.`;
  assertProposalEdge(loaded, input.decision, viewer, conflict);
  if (input.decision === "rejected" && !input.note) {
    throw new AppError("validation", proposalMessages.decisionNeedsReason, {
      note: proposalMessages.decisionNeedsReason,
    });
  }

  return db.transaction(async (tx) => {
    const proposal = await loadProposal(tx, proposalId, { forUpdate: true });
    if (proposal.status !== loaded.status)
      throw new AppError("conflict", proposalMessages.changedMeanwhile);

    if (input.decision === "approved") {
      const ballot = await loadBallot(tx, proposal.id);
      if (!ballot || ballot.result !== "passed") {
        throw new AppError("conflict", proposalMessages.notPassed);
      }
      const tally = await tallyBallot(tx, ballot);
      return publishProposalWithin(tx, {
        proposal,
        tally,
        result: ballot.result as BallotResult,
        note: input.note,
        now,
        viewer,
      });
    }

    const updated = await setProposalStatus(tx, {
      proposal,
      to: "rejected",
      viewer,
      changes: { decidedBy: viewer.user.id, decidedAt: now, decisionNote: input.note },
      audit: { action: "rejected", details: { note: input.note } },
      conflict,
    });
    if (proposal.proposedBy) {
      await createNotification(tx, {
        userId: proposal.proposedBy,
        type: "standard_proposal_status",
        message: input.note
          ? notificationText(n.rejectedWithNote, {
              subject: proposalSubjectText(proposal),
              note: input.note,
            })
          : notificationText(n.rejected, { subject: proposalSubjectText(proposal) }),
        link: proposalPath(proposal.id),
      });
    }
    return updated;
  });
}
