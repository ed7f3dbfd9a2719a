import { APPEAL_DAYS } from "~/domain/appeal-status";
import { defineMessages } from "~/lib/i18n/messages";

/**
 * The appeals' answers and refusals without arguments (issue 36): services
 * keep the English text, the form's answer is translated at the edge.
 */
export const appealText = defineMessages({
  notFound: { id: "appeals.error.notFound", defaultMessage: "Appeal not found" },
  decisionNotFound: {
    id: "appeals.error.decisionNotFound",
    defaultMessage: "There is no decision to appeal here.",
  },
  notAppealable: {
    id: "appeals.error.notAppealable",
    defaultMessage:
      "This decision cannot be appealed: only a rejected application, or a revoked or suspended certificate, can be appealed.",
  },
  alreadyAppealed: {
    id: "appeals.error.alreadyAppealed",
    defaultMessage: "This decision has already been appealed.",
  },
  groundsRequired: {
    id: "appeals.error.groundsRequired",
    defaultMessage: "Say why you believe the decision is wrong.",
  },
  groundsTooLong: {
    id: "appeals.error.groundsTooLong",
    defaultMessage: "Keep the grounds under 5,000 characters.",
  },
  notSubmitted: {
    id: "appeals.error.notSubmitted",
    defaultMessage: "This appeal's panel is already open, or the appeal is closed.",
  },
  noPanel: {
    id: "appeals.error.noPanel",
    defaultMessage:
      "No committee member is free to sit on this appeal's panel: every one of them took part in the decision appealed.",
  },
  notVoting: {
    id: "appeals.error.notVoting",
    defaultMessage: "This appeal is not open for votes.",
  },
  panelClosed: {
    id: "appeals.error.panelClosed",
    defaultMessage: "The panel's voting period has ended.",
  },
  notOnRoll: {
    id: "appeals.error.notOnRoll",
    defaultMessage: "You are not on this appeal's panel.",
  },
  alreadyVoted: {
    id: "appeals.error.alreadyVoted",
    defaultMessage: "You have already voted on this appeal.",
  },
  voteRequired: {
    id: "appeals.error.voteRequired",
    defaultMessage: "Choose uphold, dismiss or abstain.",
  },
  notWithdrawable: {
    id: "appeals.error.notWithdrawable",
    defaultMessage: "This appeal has been decided and can no longer be withdrawn.",
  },
  submitted: {
    id: "appeals.done.submitted",
    defaultMessage: "Your appeal has been sent. We have e-mailed you a confirmation.",
  },
  voted: { id: "appeals.done.voted", defaultMessage: "Your vote has been recorded." },
  voteClosedPanel: {
    id: "appeals.done.voteClosedPanel",
    defaultMessage:
      "Your vote has been recorded. Everyone on the panel has voted, so the appeal is decided.",
  },
  withdrawn: { id: "appeals.done.withdrawn", defaultMessage: "The appeal has been withdrawn." },
  failed: {
    id: "appeals.error.failed",
    defaultMessage: "The appeal could not be saved. Nothing was changed; please try again.",
  },
  panelOpened: {
    id: "appeals.done.panelOpened",
    defaultMessage:
      "The panel is open: {count, plural, one {# committee member has} other {# committee members have}} been asked to vote.",
  },
  tooLate: {
    id: "appeals.error.tooLate",
    defaultMessage:
      "The time to appeal this decision ended on {deadline}. A decision may be appealed within {days} days.",
  },
});
const t = appealText;

/** Texts of the appeals module (decision 057). */
export const appealMessages = {
  notFound: t.notFound.defaultMessage,
  decisionNotFound: t.decisionNotFound.defaultMessage,
  notAppealable: t.notAppealable.defaultMessage,
  tooLate: (deadline: string) =>
    `The time to appeal this decision ended on ${deadline}. A decision may be appealed within ${APPEAL_DAYS} days.`,
  alreadyAppealed: t.alreadyAppealed.defaultMessage,
  groundsRequired: t.groundsRequired.defaultMessage,
  groundsTooLong: t.groundsTooLong.defaultMessage,
  notSubmitted: t.notSubmitted.defaultMessage,
  noPanel: t.noPanel.defaultMessage,
  notVoting: t.notVoting.defaultMessage,
  panelClosed: t.panelClosed.defaultMessage,
  notOnRoll: t.notOnRoll.defaultMessage,
  alreadyVoted: t.alreadyVoted.defaultMessage,
  voteRequired: t.voteRequired.defaultMessage,
  notWithdrawable: t.notWithdrawable.defaultMessage,
  submitted: t.submitted.defaultMessage,
  panelOpened: (n: number) =>
    `The panel is open: ${n} committee ${n === 1 ? "member has" : "members have"} been asked to vote.`,
  voted: t.voted.defaultMessage,
  voteClosedPanel: t.voteClosedPanel.defaultMessage,
  withdrawn: t.withdrawn.defaultMessage,
  failed: t.failed.defaultMessage,
  tooManyFiles: (max: number) => `Choose at most ${max} documents`,
  filesTooLarge: (max: number) => `The documents are too large: at most ${max} files of 20 MB each`,
} as const;
