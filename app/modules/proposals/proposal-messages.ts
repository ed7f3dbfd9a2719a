/** Texts of proposals and ballots that SPEC §8 does not give (its refusals come from the policy). */
export const proposalMessages = {
  /** SPEC §5. */
  sectionNotFound: "Standard section not found",
  notFound: "Proposal not found",
  sameText: "The proposed text is the same as the current text: change it before proposing",
  frozen: "The proposed text is frozen while the ballot is open",
  closedForEdits: "This proposal has been decided and can no longer be edited",
  itemGone: "The standard this proposal changes no longer exists",
  noVoters: "There is no voting member to send a ballot to",
  closingTooSoon: "Choose a closing date from tomorrow on",
  closingTooLate: (days: number) => `Choose a closing date within ${days} days`,
  decidedByBallot:
    "This proposal is being balloted: the ballot's outcome is applied when it closes",
  notPassed: "Only a proposal whose ballot passed can be published",
  withdrawNeedsReason: "Give the reason for withdrawing someone else's proposal",
  commentNotFound: "Reply not found",
  hideNeedsReason: "Give the reason for hiding this reply",
  commentUnchanged: "The reply is unchanged",
  commentHidden: "A hidden reply can no longer be edited",
  notVoting: "This proposal is not being balloted",
  ballotClosed: (closed: string) => `The ballot closed on ${closed}: votes can no longer be cast`,
  notOnRoll:
    "You were not a voting member when this ballot opened, so you are not on its voter roll",
  rejectNeedsReason: "Give the reason for your reject vote",
  decisionNeedsReason: "Give the reason for rejecting the proposal",
  changedMeanwhile:
    "This proposal changed while you were looking at it. Reload the page and try again.",
} as const;

/**
 * The rationale is public (issue 33: a proposal quoted a complaint's reference
 * on the public standards page): the form says so where it is typed.
 */
export const RATIONALE_LABEL = "Why the change is needed (rationale, published)";
export const RATIONALE_HINT =
  "Published word for word with the change on the public standards page. Keep complaint references, names and other internal notes out of it: write those as a comment on the proposal, which only the committee and staff read.";
