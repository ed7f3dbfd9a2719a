import { and, eq, sql } from "drizzle-orm";
import { standardBallotVoters, votes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import type { Tally } from "./ballot-rules";
import type { BallotOutcome } from "./apply-ballot-outcome.server";
import { closeBallotWithin } from "./close-ballot.server";
import { loadBallot, loadProposal } from "./proposal-access.server";
import { proposalMessages } from "./proposal-messages";
import { proposalRefusals } from "./reader-text.server";
import type { VoteData } from "./proposal-schema";

export type CastVoteResult = {
  vote: typeof votes.$inferSelect;
  /** Set when this vote was the last one on the roll and closed the ballot. */
  closed: Tally | null;
  /** What the closing did to the proposal (decision 059). */
  outcome: BallotOutcome | null;
};

/**
 * A voting member (committee or administrator; SPEC §8 "vote on proposals")
 * approves, rejects (with a reason) or abstains while the ballot is open and
 * before its closing date; only members on the ballot's voter roll vote. One
 * vote per member per proposal: a repeat vote updates the earlier one (an
 * upsert on the unique (change, user) pair, so simultaneous votes give one
 * row). The vote that completes the roll closes the ballot in the same
 * transaction.
 */
export async function castVote(
  db: Database,
  viewer: Viewer,
  proposalId: string,
  input: VoteData,
  now: Date = new Date(),
): Promise<CastVoteResult> {
  assertCan(viewer, "proposal.vote");
  if (input.vote === "reject" && !input.comment) {
    throw new AppError("validation", proposalMessages.rejectNeedsReason, {
      comment: proposalMessages.rejectNeedsReason,
    });
  }
  const proposal = await loadProposal(db, proposalId);
  return db.transaction(async (tx) => {
    // Votes on one ballot are counted one after another.
    const ballot = await loadBallot(tx, proposal.id, { forUpdate: true });
    if (!ballot || proposal.status !== "voting") {
      throw new AppError("conflict", proposalMessages.notVoting);
    }
    if (ballot.status !== "open" || ballot.closesAt.getTime() <= now.getTime()) {
      throw new AppError(
        "conflict",
        await proposalRefusals.ballotClosed(ballot.closedAt ?? ballot.closesAt),
      );
    }
    const [onRoll] = await tx
      .select({ userId: standardBallotVoters.userId })
      .from(standardBallotVoters)
      .where(
        and(
          eq(standardBallotVoters.ballotId, ballot.id),
          eq(standardBallotVoters.userId, viewer.user.id),
        ),
      );
    if (!onRoll) throw new AppError("forbidden", proposalMessages.notOnRoll);

    const [vote] = await tx
      .insert(votes)
      .values({
        changeId: proposal.id,
        userId: viewer.user.id,
        vote: input.vote,
        comment: input.comment,
        votedAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [votes.changeId, votes.userId],
        set: { vote: input.vote, comment: input.comment, updatedAt: now },
      })
      .returning();
    await writeAuditLog(tx, {
      entityType: "standard_change",
      entityId: proposal.id,
      action: "vote_cast",
      actorId: viewer.user.id,
      details: { vote: input.vote, activeRole: viewer.activeRole },
    });
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(votes)
      .where(eq(votes.changeId, proposal.id));
    let closed: Tally | null = null;
    let outcome: BallotOutcome | null = null;
    if ((counted?.n ?? 0) >= ballot.eligibleCount) {
      const result = await closeBallotWithin(tx, ballot, proposal, "system:all-votes-cast", now);
      closed = result?.tally ?? null;
      outcome = result?.outcome ?? null;
    }
    return { vote: vote!, closed, outcome };
  });
}
