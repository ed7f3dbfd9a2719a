import type { AppealKind, AppealStatus, AppealVoteChoice } from "~/domain/appeal-status";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

/** An appeal's status, as the screens show it (the labels of domain/appeal-status.ts). */
export const appealStatusMessages: Record<AppealStatus, EnglishMessage> = defineMessages({
  submitted: { id: "appeals.status.submitted", defaultMessage: "Submitted, waiting for a panel" },
  voting: { id: "appeals.status.voting", defaultMessage: "Panel voting" },
  upheld: { id: "appeals.status.upheld", defaultMessage: "Upheld" },
  dismissed: { id: "appeals.status.dismissed", defaultMessage: "Dismissed" },
  withdrawn: { id: "appeals.status.withdrawn", defaultMessage: "Withdrawn" },
});

/** The decision appealed. */
export const appealKindMessages: Record<AppealKind, EnglishMessage> = defineMessages({
  rejection: { id: "appeals.kind.rejection", defaultMessage: "Rejection of an application" },
  revocation: { id: "appeals.kind.revocation", defaultMessage: "Revocation of a certificate" },
  suspension: { id: "appeals.kind.suspension", defaultMessage: "Suspension of a certificate" },
});

/** A panel member's vote. */
export const appealVoteMessages: Record<AppealVoteChoice, EnglishMessage> = defineMessages({
  uphold: { id: "appeals.vote.uphold", defaultMessage: "Uphold the appeal" },
  dismiss: { id: "appeals.vote.dismiss", defaultMessage: "Dismiss the appeal" },
  abstain: { id: "appeals.vote.abstain", defaultMessage: "Abstain" },
});

/** The pages' titles. */
export const appealPageMessages = defineMessages({
  list: { id: "appeals.list.pageTitle", defaultMessage: "Appeals" },
  appeal: { id: "appeals.detail.pageTitle", defaultMessage: "Appeal {reference}" },
  new: { id: "appeals.new.pageTitle", defaultMessage: "Appeal this decision" },
  loadList: {
    id: "appeals.error.loadList",
    defaultMessage: "Could not load the appeals. Please try again.",
  },
  loadAppeal: {
    id: "appeals.error.loadAppeal",
    defaultMessage: "Could not load this appeal. Please try again.",
  },
  loadForm: {
    id: "appeals.error.loadForm",
    defaultMessage: "Could not load the appeal form. Please try again.",
  },
});
