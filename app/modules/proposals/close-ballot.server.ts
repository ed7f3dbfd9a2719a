import { and, asc, eq, lte } from "drizzle-orm";
import { standardBallots, votes } from "~/db/schema";
import type { Database, Executor } from "~/lib/db.server";
import type { ScheduledJob } from "~/lib/scheduler.server";
import {
  createNotification,
  notificationText,
  notifyRole,
} from "~/modules/notifications/index.server";
import { audienceRoles } from "~/modules/permissions";
import { tallyVotes, type Tally } from "./ballot-rules";
import { applyBallotOutcome, tallyLine, type BallotOutcome } from "./apply-ballot-outcome.server";
import {
  loadBallot,
  loadProposal,
  proposalPath,
  proposalSubjectText,
  type BallotRow,
  type ProposalRow,
} from "./proposal-access.server";
import { setBallotStatus } from "./set-ballot-status.server";
import { proposalNotificationMessages as n } from "./proposal-notifications";

export type BallotCloseEvent = "system:closing-date" | "system:all-votes-cast";

/** The live tally of a ballot from its votes and the rules recorded when it opened. */
export async function tallyBallot(db: Executor, ballot: BallotRow): Promise<Tally> {
  const rows = await db
    .select({ vote: votes.vote })
    .from(votes)
    .where(eq(votes.changeId, ballot.changeId));
  return tallyVotes(rows, ballot.eligibleCount, ballot);
}

export { tallyLine };

/** What a closed ballot did to its proposal, in words (decision 059). */
export const ballotOutcomeTexts: Record<BallotOutcome, string> = {
  "awaiting-publication": "the proposal is passed and awaits publication by an administrator",
  published: "the proposal is published",
  rejected: "the proposal is rejected",
};

/**
 * Closes an open ballot inside the caller's transaction: counts the votes
 * under the recorded rules, stores the result and counts, applies the
 * outcome to the proposal (decision 059: passed → awaiting publication or
 * published, otherwise rejected), notifies the committee and the proposer
 * (`standard_proposal_status`); the status, the result and the audit log
 * through the one writers. Conditional on the ballot still being open: a
 * ballot closed by someone else meanwhile is left alone (returns null).
 */
export async function closeBallotWithin(
  tx: Executor,
  ballot: BallotRow,
  proposal: ProposalRow,
  event: BallotCloseEvent,
  now: Date,
): Promise<{
  ballot: BallotRow;
  tally: Tally;
  proposal: ProposalRow;
  outcome: BallotOutcome;
} | null> {
  const tally = await tallyBallot(tx, ballot);
  const closed = await setBallotStatus(
    tx,
    ballot,
    "closed",
    { event },
    {
      changes: {
        closedAt: now,
        result: tally.result,
        approveCount: tally.approve,
        rejectCount: tally.reject,
        abstainCount: tally.abstain,
      },
      audit: {
        action: "ballot_closed",
        details: {
          result: tally.result,
          approve: tally.approve,
          reject: tally.reject,
          abstain: tally.abstain,
          eligible: tally.eligible,
          returnPercent: tally.returnPercent,
          approvalPercent: tally.approvalPercent,
        },
      },
    },
  );
  if (!closed) return null;
  const applied = await applyBallotOutcome(tx, proposal, tally, now);
  const link = proposalPath(proposal.id);
  // As ballotResultLabels (lower case), ballotOutcomeTexts and tallyLine write them.
  const message = notificationText(n.ballotClosed, {
    subject: proposalSubjectText(proposal),
    result: tally.result === "no-quorum" ? "noQuorum" : tally.result,
    approvalShare: { percent: tally.approvalPercent },
    outcome: applied.outcome === "awaiting-publication" ? "awaitingPublication" : applied.outcome,
    cast: tally.cast,
    eligible: tally.eligible,
    returnShare: { percent: tally.returnPercent },
    approve: tally.approve,
    reject: tally.reject,
    abstain: tally.abstain,
  });
  // The committee and administrators, and the proposer (once, whatever their roles).
  await notifyRole(
    tx,
    audienceRoles("standardsCommittee"),
    { type: "standard_proposal_status", message, link },
    proposal.proposedBy ?? undefined,
  );
  if (proposal.proposedBy) {
    await createNotification(tx, {
      userId: proposal.proposedBy,
      type: "standard_proposal_status",
      message,
      link,
    });
  }
  return { ballot: closed, tally, proposal: applied.proposal, outcome: applied.outcome };
}

/**
 * Closes every open ballot whose closing date has passed as of `now`
 * (idempotent, catches up after downtime). Each in its own transaction.
 */
export async function closeDueBallots(db: Database, now: Date): Promise<{ closed: number }> {
  const due = await db
    .select({ changeId: standardBallots.changeId })
    .from(standardBallots)
    .where(and(eq(standardBallots.status, "open"), lte(standardBallots.closesAt, now)))
    .orderBy(asc(standardBallots.closesAt));
  let closed = 0;
  for (const { changeId } of due) {
    const done = await db.transaction(async (tx) => {
      const ballot = await loadBallot(tx, changeId, { forUpdate: true });
      if (!ballot || ballot.status !== "open" || ballot.closesAt.getTime() > now.getTime())
        return null;
      const proposal = await loadProposal(tx, changeId);
      return closeBallotWithin(tx, ballot, proposal, "system:closing-date", now);
    });
    if (done) closed++;
  }
  return { closed };
}

/** The scheduler's job (decision 015): ballots close by themselves at their closing date. */
export const ballotClosingJob: ScheduledJob<{ closed: number }> = {
  name: "standard-ballots-close",
  intervalMs: 60_000,
  run: ({ db, now }) => closeDueBallots(db, now),
};
