import { defineMessages } from "~/lib/i18n/messages";

/**
 * Texts of proposals and ballots that SPEC §8 does not give (its refusals come
 * from the policy), declared once in English (issue 36): services keep the
 * English text, the form's answer is translated at the edge.
 */
export const proposalText = defineMessages({
  sectionNotFound: {
    id: "proposals.error.sectionNotFound",
    defaultMessage: "Standard section not found",
  },
  notFound: { id: "proposals.error.notFound", defaultMessage: "Proposal not found" },
  sameText: {
    id: "proposals.error.sameText",
    defaultMessage: "The proposed text is the same as the current text: change it before proposing",
  },
  frozen: {
    id: "proposals.error.frozen",
    defaultMessage: "The proposed text is frozen while the ballot is open",
  },
  closedForEdits: {
    id: "proposals.error.closedForEdits",
    defaultMessage: "This proposal has been decided and can no longer be edited",
  },
  itemGone: {
    id: "proposals.error.itemGone",
    defaultMessage: "The standard this proposal changes no longer exists",
  },
  noVoters: {
    id: "proposals.error.noVoters",
    defaultMessage: "There is no voting member to send a ballot to",
  },
  closingTooSoon: {
    id: "proposals.error.closingTooSoon",
    defaultMessage: "Choose a closing date from tomorrow on",
  },
  closingTooLate: {
    id: "proposals.error.closingTooLate",
    defaultMessage: "Choose a closing date within {days} days",
  },
  decidedByBallot: {
    id: "proposals.error.decidedByBallot",
    defaultMessage:
      "This proposal is being balloted: the ballot's outcome is applied when it closes",
  },
  notPassed: {
    id: "proposals.error.notPassed",
    defaultMessage: "Only a proposal whose ballot passed can be published",
  },
  withdrawNeedsReason: {
    id: "proposals.error.withdrawNeedsReason",
    defaultMessage: "Give the reason for withdrawing someone else's proposal",
  },
  commentNotFound: { id: "proposals.error.commentNotFound", defaultMessage: "Reply not found" },
  hideNeedsReason: {
    id: "proposals.error.hideNeedsReason",
    defaultMessage: "Give the reason for hiding this reply",
  },
  commentUnchanged: {
    id: "proposals.error.commentUnchanged",
    defaultMessage: "The reply is unchanged",
  },
  commentHidden: {
    id: "proposals.error.commentHidden",
    defaultMessage: "A hidden reply can no longer be edited",
  },
  notVoting: {
    id: "proposals.error.notVoting",
    defaultMessage: "This proposal is not being balloted",
  },
  ballotClosed: {
    id: "proposals.error.ballotClosed",
    defaultMessage: "The ballot closed on {closed}: votes can no longer be cast",
  },
  notOnRoll: {
    id: "proposals.error.notOnRoll",
    defaultMessage:
      "You were not a voting member when this ballot opened, so you are not on its voter roll",
  },
  rejectNeedsReason: {
    id: "proposals.error.rejectNeedsReason",
    defaultMessage: "Give the reason for your reject vote",
  },
  decisionNeedsReason: {
    id: "proposals.error.decisionNeedsReason",
    defaultMessage: "Give the reason for rejecting the proposal",
  },
  changedMeanwhile: {
    id: "proposals.error.changedMeanwhile",
    defaultMessage:
      "This proposal changed while you were looking at it. Reload the page and try again.",
  },
});

const t = proposalText;

/**
 * The English texts the services answer with (the edge translates them); the
 * two with a value are formatted in the reader's language by reader-text.server.ts.
 */
export const proposalMessages = {
  /** SPEC §5. */
  sectionNotFound: t.sectionNotFound.defaultMessage,
  notFound: t.notFound.defaultMessage,
  sameText: t.sameText.defaultMessage,
  frozen: t.frozen.defaultMessage,
  closedForEdits: t.closedForEdits.defaultMessage,
  itemGone: t.itemGone.defaultMessage,
  noVoters: t.noVoters.defaultMessage,
  closingTooSoon: t.closingTooSoon.defaultMessage,
  decidedByBallot: t.decidedByBallot.defaultMessage,
  notPassed: t.notPassed.defaultMessage,
  withdrawNeedsReason: t.withdrawNeedsReason.defaultMessage,
  commentNotFound: t.commentNotFound.defaultMessage,
  hideNeedsReason: t.hideNeedsReason.defaultMessage,
  commentUnchanged: t.commentUnchanged.defaultMessage,
  commentHidden: t.commentHidden.defaultMessage,
  notVoting: t.notVoting.defaultMessage,
  notOnRoll: t.notOnRoll.defaultMessage,
  rejectNeedsReason: t.rejectNeedsReason.defaultMessage,
  decisionNeedsReason: t.decisionNeedsReason.defaultMessage,
  changedMeanwhile: t.changedMeanwhile.defaultMessage,
} as const;

/** The form's field messages (proposal-schema.ts), in English; the edge translates them. */
export const proposalFieldText = defineMessages({
  chooseStandard: {
    id: "proposals.field.chooseStandard",
    defaultMessage: "Choose the standard to change",
  },
  writeText: { id: "proposals.field.writeText", defaultMessage: "Write the text you propose" },
  textTooLong: {
    id: "proposals.field.textTooLong",
    defaultMessage: "The proposed text can be at most 20,000 characters",
  },
  explain: { id: "proposals.field.explain", defaultMessage: "Explain why the change is needed" },
  rationaleTooLong: {
    id: "proposals.field.rationaleTooLong",
    defaultMessage: "The rationale can be at most 5,000 characters",
  },
  chooseClosing: { id: "proposals.field.chooseClosing", defaultMessage: "Choose the closing date" },
  quorumNumber: {
    id: "proposals.field.quorumNumber",
    defaultMessage: "Enter the quorum as a percentage",
  },
  quorumWhole: {
    id: "proposals.field.quorumWhole",
    defaultMessage: "Enter the quorum as a whole percentage",
  },
  quorumMin: { id: "proposals.field.quorumMin", defaultMessage: "The quorum is at least 1%" },
  quorumMax: { id: "proposals.field.quorumMax", defaultMessage: "The quorum is at most 100%" },
  chooseRule: { id: "proposals.field.chooseRule", defaultMessage: "Choose the approval rule" },
  chooseVote: {
    id: "proposals.field.chooseVote",
    defaultMessage: "Choose approve, reject or abstain",
  },
  commentTooLong: {
    id: "proposals.field.commentTooLong",
    defaultMessage: "The comment can be at most 2,000 characters",
  },
  noteTooLong: {
    id: "proposals.field.noteTooLong",
    defaultMessage: "The note can be at most 2,000 characters",
  },
  writeReply: { id: "proposals.field.writeReply", defaultMessage: "Write your reply" },
  replyTooLong: {
    id: "proposals.field.replyTooLong",
    defaultMessage: "A reply can be at most 5,000 characters",
  },
  chooseReply: { id: "proposals.field.chooseReply", defaultMessage: "Choose the reply" },
  reasonTooLong: {
    id: "proposals.field.reasonTooLong",
    defaultMessage: "The reason can be at most 500 characters",
  },
});

/**
 * The rationale is public (issue 33: a proposal quoted a complaint's reference
 * on the public standards page): the form says so where it is typed.
 */
export const rationaleMessages = defineMessages({
  label: {
    id: "proposals.rationale.label",
    defaultMessage: "Why the change is needed (rationale, published)",
  },
  hint: {
    id: "proposals.rationale.hint",
    defaultMessage:
      "Published word for word with the change on the public standards page. Keep complaint references, names and other internal notes out of it: write those as a comment on the proposal, which only the committee and staff read.",
  },
});

/** The answers of the proposal page's forms and its notices (the route's). */
export const proposalDoneText = defineMessages({
  created: {
    id: "proposals.done.created",
    defaultMessage:
      "Your proposal is sent. The committee and the administrators have been notified.",
  },
  published: {
    id: "proposals.done.published",
    defaultMessage: "Published: the standard now has the proposed text, as version {version}.",
  },
  rejected: {
    id: "proposals.done.rejected",
    defaultMessage: "The proposal is rejected. The proposer has been notified.",
  },
  revised: { id: "proposals.done.revised", defaultMessage: "The proposal is revised." },
  ballotOpen: {
    id: "proposals.done.ballotOpen",
    defaultMessage:
      "The ballot is open: {count, plural, one {# voting member has} other {# voting members have}} been asked to vote.",
  },
  voteClosed: {
    id: "proposals.done.voteClosed",
    defaultMessage:
      "Your vote is recorded. It was the last one: the ballot closed — {result, select, passed {passed} failed {not passed} other {no quorum}}{outcome, select, awaiting {: the proposal is passed and awaits publication by an administrator} published {: the proposal is published} rejected {: the proposal is rejected} other {}}.",
  },
  voted: {
    id: "proposals.done.voted",
    defaultMessage: "Your vote is recorded. You can change it until the ballot closes.",
  },
  withdrawn: { id: "proposals.done.withdrawn", defaultMessage: "The proposal is withdrawn." },
  replyPosted: { id: "proposals.done.replyPosted", defaultMessage: "Your reply is posted." },
  replyUpdated: {
    id: "proposals.done.replyUpdated",
    defaultMessage: "Your reply is updated; the earlier text is kept.",
  },
  replyHidden: { id: "proposals.done.replyHidden", defaultMessage: "The reply is hidden." },
});
