import { AppError } from "~/domain/app-error";
import type { BallotResult } from "~/domain/proposal-status";
import type { Executor } from "~/lib/db.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import type { Viewer } from "~/modules/permissions";
import { applyProposalToItem, findStandardItem } from "~/modules/standards/index.server";
import type { Tally } from "./ballot-rules";
import { proposalPath, proposalSubjectText, type ProposalRow } from "./proposal-access.server";
import { proposalMessages } from "./proposal-messages";
import { proposalNotificationMessages as n } from "./proposal-notifications";
import { setProposalStatus, type ProposalSystemEvent } from "./set-proposal-status.server";

/**
 * Publishes a proposal whose ballot passed, inside the caller's transaction
 * (SPEC §4): the item takes the proposed text and its version rises by 0.1,
 * with a history entry that records the proposal and its tally (and the
 * businesses audited against the earlier version are told, in the standards
 * module); the proposal becomes approved through its one writer, by an
 * administrator (`viewer`: passed → approved) or by the app when the
 * programme publishes at once (`event`: voting → approved, decision 059);
 * the proposer is notified.
 */
export async function publishProposalWithin(
  tx: Executor,
  input: {
    proposal: ProposalRow;
    tally: Tally | null;
    result: BallotResult | null;
    note: string | null;
    now: Date;
  } & ({ viewer: Viewer; event?: never } | { event: ProposalSystemEvent; viewer?: never }),
): Promise<ProposalRow> {
  const { proposal, now } = input;
  const item = proposal.sectionId ? await findStandardItem(tx, proposal.sectionId) : null;
  if (!item) throw new AppError("conflict", proposalMessages.itemGone);
  const applied = await applyProposalToItem(tx, {
    itemId: item.id,
    proposalId: proposal.id,
    proposedContent: proposal.proposedContent,
    actorId: input.viewer?.user.id ?? null,
    summary: proposal.discussionNotes.split("\n")[0]!.slice(0, 300),
    tally: { ...input.tally, result: input.result },
    at: now,
  });
  const updated = await setProposalStatus(tx, {
    proposal,
    to: "approved",
    ...(input.viewer ? { viewer: input.viewer } : { event: input.event }),
    changes: {
      decidedBy: input.viewer?.user.id ?? null,
      decidedAt: now,
      decisionNote: input.note,
      appliedVersion: applied.version,
    },
    audit: {
      action: "approved",
      details: {
        note: input.note,
        ballotResult: input.result,
        tally: input.tally,
        fromVersion: applied.fromVersion,
        appliedVersion: applied.version,
      },
    },
    conflict: `A ${proposal.status} proposal cannot be published.`,
  });
  if (proposal.proposedBy) {
    await createNotification(tx, {
      userId: proposal.proposedBy,
      type: "standard_proposal_status",
      message: notificationText(n.published, {
        subject: proposalSubjectText(proposal),
        version: applied.version,
      }),
      link: proposalPath(proposal.id),
    });
  }
  return updated;
}
