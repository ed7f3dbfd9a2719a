/** Account states shown in the users console (decision 029). */
export const userStatuses = ["active", "invited", "deactivated"] as const;
export type UserStatus = (typeof userStatuses)[number];

export const userStatusLabels: Record<UserStatus, string> = {
  active: "Active",
  invited: "Invited",
  deactivated: "Deactivated",
};

/** Days an invitation link stays valid. */
export const INVITATION_DAYS = 7;

/** Texts shown by the console and at sign-in. */
export const userMessages = {
  deactivatedSignIn:
    "This account has been deactivated. Contact the programme office if you need access again.",
  invitedSignIn:
    "This account is not active yet. Open the link in your invitation e-mail to set a password.",
  lastAdministrator: "The programme must keep at least one administrator.",
  ownAdministratorRole: "You cannot remove your own administrator role.",
  ownAccount: "You cannot deactivate your own account.",
  alreadyExists: "An account with this e-mail already exists.",
  invitationInvalid: "This invitation link is invalid, has expired or has already been used.",
  userNotFound: "User not found",
  conflictRecorded: "This examiner already has a conflict of interest recorded for this business.",
} as const;
