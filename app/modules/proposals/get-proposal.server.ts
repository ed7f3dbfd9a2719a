import { and, asc, eq, inArray } from "drizzle-orm";
import {
  auditLog,
  proposalCommentRevisions,
  proposalComments,
  standardBallotVoters,
  votes,
} from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertCan, can, type Viewer } from "~/modules/permissions";
import { findStandardItem } from "~/modules/standards/index.server";
import { standardHtml } from "~/modules/standards/index.server";
import { itemLabel, nameOf, namesOf } from "~/modules/standards/index.server";
import { wordDiff } from "~/modules/standards";
import { approvalRuleLabel, tallyVotes, thresholdPercent, type Tally } from "./ballot-rules";
import { loadBallot, loadProposal, proposalSubject } from "./proposal-access.server";
import {
  proposalMachine,
  type BallotResult,
  type BallotStatus,
  type ProposalStatus,
} from "~/domain/proposal-status";

/**
 * One proposal with what its page shows: the current text (as captured) and
 * the proposed text side by side with their word-level diff, the rationale,
 * the ballot (rules, roll, closing date, live tally with return rate and
 * approval share, result), the votes (to voting members and staff), the
 * viewer's own vote, the timeline from the audit log and what the viewer may
 * do now.
 */
export async function getProposal(
  db: Executor,
  viewer: Viewer,
  proposalId: string,
  now: Date = new Date(),
) {
  assertCan(viewer, "proposal.list");
  const proposal = await loadProposal(db, proposalId);
  const status = proposal.status as ProposalStatus;
  const item = proposal.sectionId ? await findStandardItem(db, proposal.sectionId) : null;
  const ballot = await loadBallot(db, proposal.id);
  const voteRows = await db
    .select()
    .from(votes)
    .where(eq(votes.changeId, proposal.id))
    .orderBy(asc(votes.votedAt));
  const onRoll = ballot
    ? (
        await db
          .select({ userId: standardBallotVoters.userId })
          .from(standardBallotVoters)
          .where(
            and(
              eq(standardBallotVoters.ballotId, ballot.id),
              eq(standardBallotVoters.userId, viewer.user.id),
            ),
          )
      ).length > 0
    : false;
  const timeline = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "standard_change"), eq(auditLog.entityId, proposal.id)))
    .orderBy(asc(auditLog.createdAt));
  const comments = await db
    .select()
    .from(proposalComments)
    .where(eq(proposalComments.changeId, proposal.id))
    .orderBy(asc(proposalComments.createdAt), asc(proposalComments.id));
  const revisions = comments.length
    ? await db
        .select()
        .from(proposalCommentRevisions)
        .where(
          inArray(
            proposalCommentRevisions.commentId,
            comments.map((c) => c.id),
          ),
        )
        .orderBy(asc(proposalCommentRevisions.replacedAt))
    : [];
  const names = await namesOf(db, [
    ...comments.map((c) => c.authorId),
    ...comments.map((c) => c.hiddenBy),
    proposal.proposedBy,
    proposal.decidedBy,
    ballot?.openedBy,
    ...voteRows.map((v) => v.userId),
    ...timeline.map((t) => t.actorId),
  ]);

  const tally: Tally | null = ballot ? tallyVotes(voteRows, ballot.eligibleCount, ballot) : null;
  const ballotOpen = Boolean(
    ballot && ballot.status === "open" && ballot.closesAt.getTime() > now.getTime(),
  );
  const mine = voteRows.find((v) => v.userId === viewer.user.id) ?? null;
  // Issue 33: a voter who has not voted yet on an open ballot sees how many voted, not
  // how — the tally, the projected result and the votes come after their own vote or at
  // the close, so nobody votes with the count in front of them.
  const withheld = ballotOpen && can(viewer, "proposal.vote") && !mine;
  const seeVotes =
    (can(viewer, "proposal.vote") || can(viewer, "proposal.updateStatus")) && !withheld;
  const staff = can(viewer, "proposal.updateStatus");
  // Decision 059: a balloted proposal is decided by its ballot; what is left
  // to staff is rejecting before a ballot and publishing after a passed one.
  const decidable = (to: "approved" | "rejected") =>
    staff && proposalMachine.allows(status, to, "proposal.updateStatus");
  const isAuthor = proposal.proposedBy !== null && proposal.proposedBy === viewer.user.id;
  const mayWithdraw =
    proposalMachine.allows(status, "withdrawn", "proposal.withdraw") &&
    can(viewer, "proposal.withdraw", { proposedBy: proposal.proposedBy });
  const moderator = can(viewer, "proposalComment.moderate");
  const diff = wordDiff(proposal.currentContent, proposal.proposedContent);

  return {
    proposal: {
      id: proposal.id,
      subject: proposalSubject(proposal),
      status,
      sectionId: proposal.sectionId,
      sectionNumber: proposal.sectionNumber,
      sectionTitle: proposal.sectionTitle,
      baseVersion: proposal.baseVersion,
      appliedVersion: proposal.appliedVersion,
      proposedBy: nameOf(names, proposal.proposedBy),
      proposedDate: proposal.proposedDate.toISOString(),
      rationale: proposal.discussionNotes,
      currentContent: proposal.currentContent,
      proposedContent: proposal.proposedContent,
      currentHtml: standardHtml(proposal.currentContent, "current-"),
      proposedHtml: standardHtml(proposal.proposedContent, "proposed-"),
      decidedBy: proposal.decidedBy ? nameOf(names, proposal.decidedBy) : null,
      decidedAt: proposal.decidedAt?.toISOString() ?? null,
      decisionNote: proposal.decisionNote,
    },
    item: item
      ? {
          id: item.id,
          label: itemLabel(item),
          kind: item.kind,
          number: item.number,
          title: item.title,
          version: item.version,
          /** The standard changed after the proposal was made (the approval replaces the whole text). */
          changedSince: item.content !== proposal.currentContent,
        }
      : null,
    diff,
    ballot: ballot
      ? {
          status: ballot.status as BallotStatus,
          open: ballotOpen,
          /** Past its closing date but not yet closed by the scheduler. */
          awaitingClose: ballot.status === "open" && !ballotOpen,
          openedAt: ballot.openedAt.toISOString(),
          openedBy: nameOf(names, ballot.openedBy),
          closesAt: ballot.closesAt.toISOString(),
          closedAt: ballot.closedAt?.toISOString() ?? null,
          quorumPercent: ballot.quorumPercent,
          approvalRule: approvalRuleLabel(ballot),
          approvalNumerator: ballot.approvalNumerator,
          approvalDenominator: ballot.approvalDenominator,
          /** The approval threshold with one decimal, rounded up (two-thirds: 66.7). */
          thresholdPercent: thresholdPercent(ballot),
          eligible: ballot.eligibleCount,
          result: (ballot.result as BallotResult | null) ?? null,
          /** How many returned a vote: shown to everyone who sees the ballot. */
          turnout: {
            cast: tally!.cast,
            eligible: tally!.eligible,
            returnPercent: tally!.returnPercent,
            quorumMet: tally!.quorumMet,
          },
          /** How they voted: null for a voter who has not voted yet while it is open. */
          tally: withheld ? null : tally!,
        }
      : null,
    votes: seeVotes
      ? voteRows.map((v) => ({
          id: v.id,
          voter: nameOf(names, v.userId),
          vote: v.vote,
          comment: v.comment,
          votedAt: v.votedAt.toISOString(),
          changed: v.updatedAt.getTime() !== v.votedAt.getTime(),
        }))
      : null,
    myVote: mine ? { vote: mine.vote, comment: mine.comment } : null,
    // Who voted when is the committee's business; others see the ballot's steps.
    timeline: timeline
      .filter((t) => seeVotes || t.action !== "vote_cast")
      .map((t) => ({
        id: t.id,
        action: t.action,
        /** Null: the app itself (a ballot closing by its date). */
        actor: t.actorId ? nameOf(names, t.actorId) : null,
        at: t.createdAt.toISOString(),
        details: t.details,
      })),
    discussion: comments.map((c) => ({
      id: c.id,
      /** Null: a deleted account. */
      author: c.authorId ? nameOf(names, c.authorId) : null,
      byProposer: c.authorId !== null && c.authorId === proposal.proposedBy,
      /** Null when hidden (a moderator's reason shows instead). */
      body: c.hiddenAt ? null : c.body,
      createdAt: c.createdAt.toISOString(),
      editedAt: c.editedAt?.toISOString() ?? null,
      hidden: c.hiddenAt
        ? {
            at: c.hiddenAt.toISOString(),
            /** Null: the moderator's account is gone. */
            by: c.hiddenBy ? nameOf(names, c.hiddenBy) : null,
            reason: c.hiddenReason ?? "",
          }
        : null,
      /** Earlier texts, oldest first (not of hidden replies). */
      revisions: c.hiddenAt
        ? []
        : revisions
            .filter((r) => r.commentId === c.id)
            .map((r) => ({ id: r.id, body: r.body, replacedAt: r.replacedAt.toISOString() })),
      canEdit: !c.hiddenAt && can(viewer, "proposalComment.edit", { authorId: c.authorId }),
      canHide: !c.hiddenAt && moderator,
    })),
    can: {
      comment: can(viewer, "proposalComment.create"),
      edit:
        status === "proposed" && can(viewer, "proposal.edit", { proposedBy: proposal.proposedBy }),
      /** The proposer withdraws their own proposal ("Your proposal"). */
      withdraw: mayWithdraw && isAuthor,
      /** An administrator withdraws someone else's proposal, with a reason. */
      withdrawWithReason: mayWithdraw && !isAuthor,
      openBallot:
        staff && proposalMachine.allows(status, "voting", "proposal.updateStatus") && item !== null,
      approve: decidable("approved") && item !== null,
      reject: decidable("rejected"),
      vote: ballotOpen && onRoll && can(viewer, "proposal.vote"),
      /** A voting role, but not on this ballot's roll. */
      notOnRoll: ballotOpen && !onRoll && can(viewer, "proposal.vote"),
    },
  };
}
export type ProposalDetail = Awaited<ReturnType<typeof getProposal>>;
