import { ballotResultLabels } from "~/domain/proposal-status";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { formatShare, type Tally } from "./ballot-rules";
import type { ProposalRow } from "./proposal-access.server";
import { publishProposalWithin } from "./publish-proposal.server";
import { setProposalStatus } from "./set-proposal-status.server";

/** "3 of 4 returned (75%), 3 approve, 0 reject, 1 abstain" — the tally in one line. */
export function tallyLine(t: Tally): string {
  return `${t.cast} of ${t.eligible} returned (${formatShare(t.returnPercent)}), ${t.approve} approve, ${t.reject} reject, ${t.abstain} abstain`;
}

export type BallotOutcome = "awaiting-publication" | "published" | "rejected";

/**
 * Applies a closed ballot's outcome to its proposal inside the closing
 * transaction (decision 059): passed → "Passed — awaiting publication", or
 * published at once when the programme chose so (`PROPOSAL_PASSED_OUTCOME`);
 * not passed or no quorum → rejected, with the tally as the decision note.
 * Through the proposal's one writer as a system event (no person decides).
 */
export async function applyBallotOutcome(
  tx: Executor,
  proposal: ProposalRow,
  tally: Tally,
  now: Date,
): Promise<{ proposal: ProposalRow; outcome: BallotOutcome }> {
  if (tally.result === "passed") {
    if (getEnv().PROPOSAL_PASSED_OUTCOME === "publish") {
      const published = await publishProposalWithin(tx, {
        proposal,
        tally,
        result: tally.result,
        note: null,
        now,
        event: "system:ballot-passed",
      });
      return { proposal: published, outcome: "published" };
    }
    const passed = await setProposalStatus(tx, {
      proposal,
      to: "passed",
      event: "system:ballot-passed",
      audit: { action: "passed", details: { ballotResult: tally.result, tally } },
    });
    return { proposal: passed, outcome: "awaiting-publication" };
  }
  const rejected = await setProposalStatus(tx, {
    proposal,
    to: "rejected",
    event: "system:ballot-failed",
    changes: {
      decidedAt: now,
      decisionNote: `Ballot ${ballotResultLabels[tally.result].toLowerCase()}: ${tallyLine(tally)}.`,
    },
    audit: { action: "rejected", details: { ballotResult: tally.result, tally } },
  });
  return { proposal: rejected, outcome: "rejected" };
}
