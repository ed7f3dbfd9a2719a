import { APPEAL_DAYS } from "~/domain/appeal-status";

/** Texts of the appeals module (decision 057). */
export const appealMessages = {
  notFound: "Appeal not found",
  decisionNotFound: "There is no decision to appeal here.",
  notAppealable:
    "This decision cannot be appealed: only a rejected application, or a revoked or suspended certificate, can be appealed.",
  tooLate: (deadline: string) =>
    `The time to appeal this decision ended on ${deadline}. A decision may be appealed within ${APPEAL_DAYS} days.`,
  alreadyAppealed: "This decision has already been appealed.",
  groundsRequired: "Say why you believe the decision is wrong.",
  groundsTooLong: "Keep the grounds under 5,000 characters.",
  notSubmitted: "This appeal's panel is already open, or the appeal is closed.",
  noPanel:
    "No committee member is free to sit on this appeal's panel: every one of them took part in the decision appealed.",
  notVoting: "This appeal is not open for votes.",
  panelClosed: "The panel's voting period has ended.",
  notOnRoll: "You are not on this appeal's panel.",
  alreadyVoted: "You have already voted on this appeal.",
  voteRequired: "Choose uphold, dismiss or abstain.",
  notWithdrawable: "This appeal has been decided and can no longer be withdrawn.",
  submitted: "Your appeal has been sent. We have e-mailed you a confirmation.",
  panelOpened: (n: number) =>
    `The panel is open: ${n} committee ${n === 1 ? "member has" : "members have"} been asked to vote.`,
  voted: "Your vote has been recorded.",
  voteClosedPanel:
    "Your vote has been recorded. Everyone on the panel has voted, so the appeal is decided.",
  withdrawn: "The appeal has been withdrawn.",
  failed: "The appeal could not be saved. Nothing was changed; please try again.",
  tooManyFiles: (max: number) => `Choose at most ${max} documents`,
  filesTooLarge: (max: number) => `The documents are too large: at most ${max} files of 20 MB each`,
} as const;
