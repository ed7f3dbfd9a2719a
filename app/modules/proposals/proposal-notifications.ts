import { defineMessages } from "~/lib/i18n/messages";

/**
 * The proposals module's notifications (issue 36): stored as these messages
 * and their values, written in each reader's language when read.
 */
export const proposalNotificationMessages = defineMessages({
  /** What a proposal changes ("Standard 8 (Live capture)"), as proposalSubject writes it. */
  subject: {
    id: "proposals.notification.subject",
    defaultMessage:
      "{kind, select, appendix {Appendix {number}} other {Standard {number}}} ({title})",
  },
  created: {
    id: "proposals.notification.created",
    defaultMessage: "New proposal to change {subject}.",
  },
  reply: {
    id: "proposals.notification.reply",
    defaultMessage: "New reply in the discussion of your proposal to change {subject}.",
  },
  voteNeeded: {
    id: "proposals.notification.voteNeeded",
    defaultMessage:
      "Your vote is needed on the proposal to change {subject}. The ballot closes {closes}.",
  },
  ballotOpened: {
    id: "proposals.notification.ballotOpened",
    defaultMessage:
      "The committee opened a ballot on your proposal to change {subject}. It closes {closes}.",
  },
  voteReminder: {
    id: "proposals.notification.voteReminder",
    defaultMessage:
      "Reminder: your vote is still needed on the proposal to change {subject}. The ballot closes {closes}.",
  },
  ballotClosed: {
    id: "proposals.notification.ballotClosed",
    defaultMessage:
      "The ballot on the proposal to change {subject} closed: {result, select, passed {passed} failed {not passed} other {no quorum}} ({approvalShare} approve) — {outcome, select, awaitingPublication {the proposal is passed and awaits publication by an administrator} published {the proposal is published} other {the proposal is rejected}}. {cast} of {eligible} returned ({returnShare}), {approve} approve, {reject} reject, {abstain} abstain.",
  },
  ballotCancelled: {
    id: "proposals.notification.ballotCancelled",
    defaultMessage:
      "The ballot on the proposal to change {subject} was cancelled: the proposal was withdrawn.",
  },
  rejected: {
    id: "proposals.notification.rejected",
    defaultMessage: "Your proposal to change {subject} was rejected.",
  },
  rejectedWithNote: {
    id: "proposals.notification.rejectedWithNote",
    defaultMessage: "Your proposal to change {subject} was rejected. {note}",
  },
  withdrawn: {
    id: "proposals.notification.withdrawn",
    defaultMessage: "Your proposal to change {subject} was withdrawn.",
  },
  withdrawnWithNote: {
    id: "proposals.notification.withdrawnWithNote",
    defaultMessage: "Your proposal to change {subject} was withdrawn. {note}",
  },
  published: {
    id: "proposals.notification.published",
    defaultMessage:
      "Your proposal to change {subject} was published: the standard is now version {version}.",
  },
});
