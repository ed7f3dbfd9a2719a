import { TZDate } from "@date-fns/tz";
import { standardBallots, standardBallotVoters } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { isoDate } from "~/lib/format";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { findStandardItem } from "~/modules/standards/index.server";
import { approvalRules, MAX_BALLOT_DAYS, MIN_BALLOT_DAYS } from "./ballot-rules";
import {
  listVotingMembers,
  loadProposal,
  programmeZone,
  proposalPath,
  proposalSubjectText,
  whenValue,
  type BallotRow,
} from "./proposal-access.server";
import { proposalMessages } from "./proposal-messages";
import { proposalRefusals } from "./reader-text.server";
import { proposalNotificationMessages as n } from "./proposal-notifications";
import type { OpenBallotData } from "./proposal-schema";
import { ballotMachine } from "~/domain/proposal-status";
import { assertProposalEdge, setProposalStatus } from "./set-proposal-status.server";

/** The ballot closes at the end of its closing day in the programme's zone. */
export function closingInstant(closesOn: string, timeZone: string): Date {
  const [y, m, d] = closesOn.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + 1, 0, 0, 0, timeZone).getTime() - 1000);
}

/**
 * Staff open the committee ballot on a proposal (proposed → voting; SPEC §8
 * "update proposal status"). The closing date, quorum and approval rule are
 * recorded on the ballot, with the voter roll (every voting member now);
 * the proposal moves to voting through its one writer (with the audit log);
 * each voter is notified (`standard_vote_required`) and the proposer too
 * (`standard_proposal_status`). One transaction.
 */
export async function openBallot(
  db: Database,
  viewer: Viewer,
  proposalId: string,
  input: OpenBallotData,
  now: Date = new Date(),
): Promise<BallotRow> {
  assertCan(viewer, "proposal.updateStatus");
  const proposal = await loadProposal(db, proposalId);
  assertProposalEdge(proposal, "voting", viewer);
  const zone = programmeZone();
  // From tomorrow (programme calendar) to MAX_BALLOT_DAYS ahead; closes at the end of that day.
  const earliest = isoDate(new Date(now.getTime() + MIN_BALLOT_DAYS * 86_400_000), zone);
  const latest = isoDate(new Date(now.getTime() + MAX_BALLOT_DAYS * 86_400_000), zone);
  const closesAt = closingInstant(input.closesOn, zone);
  if (Number.isNaN(closesAt.getTime()) || input.closesOn < earliest) {
    throw new AppError("validation", proposalMessages.closingTooSoon, {
      closesOn: proposalMessages.closingTooSoon,
    });
  }
  if (input.closesOn > latest) {
    const message = await proposalRefusals.closingTooLate(MAX_BALLOT_DAYS);
    throw new AppError("validation", message, { closesOn: message });
  }
  const rule = approvalRules.find((r) => r.key === input.approvalRule) ?? approvalRules[0];

  return db.transaction(async (tx) => {
    const current = await loadProposal(tx, proposalId, { forUpdate: true });
    if (current.status !== proposal.status)
      throw new AppError("conflict", proposalMessages.changedMeanwhile);
    if (!current.sectionId || !(await findStandardItem(tx, current.sectionId))) {
      throw new AppError("conflict", proposalMessages.itemGone);
    }
    const roll = await listVotingMembers(tx);
    if (roll.length === 0) throw new AppError("conflict", proposalMessages.noVoters);
    const [ballot] = await tx
      .insert(standardBallots)
      .values({
        changeId: current.id,
        status: ballotMachine.initial,
        openedBy: viewer.user.id,
        openedAt: now,
        closesAt,
        quorumPercent: input.quorumPercent,
        approvalNumerator: rule.numerator,
        approvalDenominator: rule.denominator,
        eligibleCount: roll.length,
      })
      .returning();
    await tx
      .insert(standardBallotVoters)
      .values(roll.map((userId) => ({ ballotId: ballot!.id, userId })));
    await setProposalStatus(tx, {
      proposal: current,
      to: "voting",
      viewer,
      audit: {
        action: "ballot_opened",
        details: {
          ballotId: ballot!.id,
          closesAt: closesAt.toISOString(),
          quorumPercent: input.quorumPercent,
          approvalRule: `${rule.numerator}/${rule.denominator}`,
          eligibleVoters: roll.length,
        },
      },
    });
    const link = proposalPath(current.id);
    const subject = proposalSubjectText(current);
    const closes = whenValue(closesAt);
    for (const userId of roll) {
      await createNotification(tx, {
        userId,
        type: "standard_vote_required",
        message: notificationText(n.voteNeeded, { subject, closes }),
        link,
      });
    }
    if (current.proposedBy && current.proposedBy !== viewer.user.id) {
      await createNotification(tx, {
        userId: current.proposedBy,
        type: "standard_proposal_status",
        message: notificationText(n.ballotOpened, { subject, closes }),
        link,
      });
    }
    return ballot!;
  });
}
