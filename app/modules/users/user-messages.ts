import type { UserStatus } from "~/domain/user-status";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

/**
 * The users console's refusals and answers (issue 36): the services and
 * schemas keep these English texts, and the form's answer is translated at
 * the edge (app/lib/i18n/translate-text.ts).
 */
export const userErrorMessages = defineMessages({
  lastAdministrator: {
    id: "users.error.lastAdministrator",
    defaultMessage: "The programme must keep at least one administrator.",
  },
  ownAdministratorRole: {
    id: "users.error.ownAdministratorRole",
    defaultMessage: "You cannot remove your own administrator role.",
  },
  ownAccount: {
    id: "users.error.ownAccount",
    defaultMessage: "You cannot deactivate your own account.",
  },
  alreadyExists: {
    id: "users.error.alreadyExists",
    defaultMessage: "An account with this e-mail already exists.",
  },
  userNotFound: { id: "users.error.userNotFound", defaultMessage: "User not found" },
  conflictRecorded: {
    id: "users.error.conflictRecorded",
    defaultMessage: "This examiner already has a conflict of interest recorded for this business.",
  },
  examinersOnly: {
    id: "users.error.examinersOnly",
    defaultMessage: "Conflicts of interest are recorded for examiners only.",
  },
  chooseBusiness: {
    id: "users.error.chooseBusiness",
    defaultMessage: "Choose a business from the list.",
  },
  conflictNotFound: {
    id: "users.error.conflictNotFound",
    defaultMessage: "Conflict of interest not found",
  },
  unknownConflict: {
    id: "users.error.unknownConflict",
    defaultMessage: "Unknown conflict of interest",
  },
  noPendingInvitation: {
    id: "users.error.noPendingInvitation",
    defaultMessage: "This person has no pending invitation.",
  },
  notAcceptedYet: {
    id: "users.error.notAcceptedYet",
    defaultMessage:
      "This person has not accepted their invitation yet: revoke the invitation instead.",
  },
  changedMeanwhile: {
    id: "users.error.changedMeanwhile",
    defaultMessage:
      "This account was changed by someone else in the meantime. Reload the page and try again.",
  },
  enterName: { id: "users.error.enterName", defaultMessage: "Enter the person's name" },
  nameTooLong: { id: "users.error.nameTooLong", defaultMessage: "Name is too long" },
  enterEmail: { id: "users.error.enterEmail", defaultMessage: "Enter a valid e-mail address" },
  chooseRole: { id: "users.error.chooseRole", defaultMessage: "Choose a role" },
  unknownRole: { id: "users.error.unknownRole", defaultMessage: "Unknown role" },
  sayWhy: { id: "users.error.sayWhy", defaultMessage: "Say why (at least 3 characters)" },
  reasonTooLong: {
    id: "users.error.reasonTooLong",
    defaultMessage: "Keep the reason under 500 characters",
  },
  loadList: {
    id: "users.error.loadList",
    defaultMessage: "Could not load the users. Please try again.",
  },
  loadUser: {
    id: "users.error.loadUser",
    defaultMessage: "Could not load this user. Please try again.",
  },
  inviteFailed: {
    id: "users.error.inviteFailed",
    defaultMessage: "The invitation could not be sent. Please try again.",
  },
  changeFailed: {
    id: "users.error.changeFailed",
    defaultMessage: "The change could not be saved. Please try again.",
  },
});

/** The answers of the user page's actions. */
export const userDoneMessages = defineMessages({
  invited: {
    id: "users.done.invited",
    defaultMessage: "Invitation sent to {email}. The link is valid for 7 days.",
  },
  rolesSaved: {
    id: "users.done.rolesSaved",
    defaultMessage: "Roles saved. They apply from the person's next page load.",
  },
  rolesUnchanged: {
    id: "users.done.rolesUnchanged",
    defaultMessage: "Nothing changed: these are already the person's roles.",
  },
  deactivated: {
    id: "users.done.deactivated",
    defaultMessage: "The account is deactivated and signed out everywhere. Its records are kept.",
  },
  reactivated: {
    id: "users.done.reactivated",
    defaultMessage: "The account is active again; the person can sign in.",
  },
  sessionsRevoked: {
    id: "users.done.sessionsRevoked",
    defaultMessage: "{count, plural, one {# session was} other {# sessions were}} signed out.",
  },
  twoFactorReset: {
    id: "users.done.twoFactorReset",
    defaultMessage: "Two-factor sign-in is off for this person; they were told by e-mail.",
  },
  twoFactorAlreadyOff: {
    id: "users.done.twoFactorAlreadyOff",
    defaultMessage: "Two-factor sign-in was already off.",
  },
  invitationResent: {
    id: "users.done.invitationResent",
    defaultMessage: "A new invitation link was sent; the previous link no longer works.",
  },
  invitationRevoked: {
    id: "users.done.invitationRevoked",
    defaultMessage: "The invitation is revoked; its link no longer works.",
  },
  conflictAdded: {
    id: "users.done.conflictAdded",
    defaultMessage:
      "Conflict of interest recorded: this examiner cannot be scheduled to audit that business.",
  },
  conflictRemoved: {
    id: "users.done.conflictRemoved",
    defaultMessage: "Conflict of interest removed.",
  },
});

/** An account's status, as the console shows it. */
export const userStatusMessages: Record<UserStatus, EnglishMessage> = defineMessages({
  active: { id: "users.status.active", defaultMessage: "Active" },
  invited: { id: "users.status.invited", defaultMessage: "Invited" },
  deactivated: { id: "users.status.deactivated", defaultMessage: "Deactivated" },
});

/** The users pages' titles. */
export const userPageMessages = defineMessages({
  listTitle: { id: "users.list.pageTitle", defaultMessage: "Users" },
  detailTitle: { id: "users.detail.pageTitle", defaultMessage: "{name} | Users" },
  unnamed: { id: "users.detail.unnamed", defaultMessage: "User" },
});
