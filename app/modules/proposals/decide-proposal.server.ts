import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { createNotification } from "~/modules/notifications/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { applyProposalToItem } from "~/modules/standards/index.server";
import { findStandardItem } from "~/modules/standards/index.server";
import type { Tally } from "./ballot-rules";
import { closeBallotWithin, tallyBallot } from "./close-ballot.server";
import {
  loadBallot,
  loadProposal,
  proposalPath,
  proposalSubject,
  when,
  type ProposalRow,
} from "./proposal-access.server";
import { proposalMessages } from "./proposal-messages";
import { ballotResultLabels, type BallotResult } from "~/domain/proposal-status";
import { assertProposalEdge, setProposalStatus } from "./set-proposal-status.server";

export type Decision = "approved" | "rejected";

/**
 * Staff decide a proposal (SPEC §8 "update proposal status"):
 *
 * - approve: only after its ballot has closed and passed. SPEC §4: the item
 *   takes the proposed text and its version rises by 0.1, with a history entry
 *   that records the proposal and its tally;
 * - reject: before a ballot (with a reason) or after its ballot has closed.
 *
 * A ballot whose closing date has passed is closed first if the scheduler
 * has not done it yet. The status change (through the proposal's one writer,
 * with the audit log), the content change and the proposer's notification
 * (`standard_proposal_status`) are one transaction.
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
  const conflict = `A ${loaded.status} proposal cannot be ${input.decision}.`;
  assertProposalEdge(loaded, input.decision, viewer, conflict);
  if (input.decision === "rejected" && loaded.status === "proposed" && !input.note) {
    throw new AppError("validation", proposalMessages.decisionNeedsReason, {
      note: proposalMessages.decisionNeedsReason,
    });
  }

  return db.transaction(async (tx) => {
    const proposal = await loadProposal(tx, proposalId, { forUpdate: true });
    if (proposal.status !== loaded.status)
      throw new AppError("conflict", proposalMessages.changedMeanwhile);

    let tally: Tally | null = null;
    let result: BallotResult | null = null;
    if (proposal.status === "voting") {
      let ballot = await loadBallot(tx, proposal.id, { forUpdate: true });
      if (!ballot) throw new AppError("conflict", proposalMessages.notVoting);
      if (ballot.status === "open") {
        if (ballot.closesAt.getTime() > now.getTime()) {
          throw new AppError("conflict", proposalMessages.ballotStillOpen(when(ballot.closesAt)));
        }
        const closed = await closeBallotWithin(tx, ballot, proposal, "system:closing-date", now);
        if (closed) ballot = closed.ballot;
      }
      tally = await tallyBallot(tx, ballot);
      result = (ballot.result as BallotResult | null) ?? tally.result;
      if (input.decision === "approved" && result !== "passed") {
        throw new AppError(
          "conflict",
          proposalMessages.ballotNotPassed(ballotResultLabels[result]),
        );
      }
    }

    let appliedVersion: string | null = null;
    let fromVersion: string | null = null;
    if (input.decision === "approved") {
      const item = proposal.sectionId ? await findStandardItem(tx, proposal.sectionId) : null;
      if (!item) throw new AppError("conflict", proposalMessages.itemGone);
      const applied = await applyProposalToItem(tx, {
        itemId: item.id,
        proposalId: proposal.id,
        proposedContent: proposal.proposedContent,
        actorId: viewer.user.id,
        summary: proposal.discussionNotes.split("\n")[0]!.slice(0, 300),
        tally: { ...tally, result },
        at: now,
      });
      appliedVersion = applied.version;
      fromVersion = applied.fromVersion;
    }

    const updated = await setProposalStatus(tx, {
      proposal,
      to: input.decision,
      viewer,
      changes: {
        decidedBy: viewer.user.id,
        decidedAt: now,
        decisionNote: input.note,
        appliedVersion,
      },
      audit: {
        action: input.decision,
        details: { note: input.note, ballotResult: result, tally, fromVersion, appliedVersion },
      },
      conflict,
    });

    const subject = proposalSubject(proposal);
    if (proposal.proposedBy) {
      await createNotification(tx, {
        userId: proposal.proposedBy,
        type: "standard_proposal_status",
        message:
          input.decision === "approved"
            ? `Your proposal to change ${subject} was approved: the standard is now version ${appliedVersion}.`
            : `Your proposal to change ${subject} was rejected.${input.note ? ` ${input.note}` : ""}`,
        link: proposalPath(proposal.id),
      });
    }
    return updated;
  });
}
