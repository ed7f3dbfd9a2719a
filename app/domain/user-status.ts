// Relative import: app/db/schema.ts (read by drizzle-kit) imports this table.
import { defineStateMachine } from "./state-machine";

/** Account states shown in the users console (decision 029). */
export const userStatuses = ["active", "invited", "deactivated"] as const;
export type UserStatus = (typeof userStatuses)[number];

/**
 * A user account's status as one pure table (decision 014). An account is
 * created active (the CLI, the demo seed, self-registration) or invited (the
 * users console) — creations, not edges.
 *
 * invited ──accepts the invitation (system:invitation-accepted)──▶ active
 *    └──invitation revoked, account kept (users.manage)──▶ deactivated
 * active ──deactivate (users.manage)──▶ deactivated ──reactivate (users.manage)──▶ active
 *
 * Deactivating an invited account is refused by its service (revoke the
 * invitation instead): the invited → deactivated edge is the revocation's.
 */
export const userAccountMachine = defineStateMachine({
  name: "user account",
  statuses: userStatuses,
  initial: "active",
  edges: [
    { from: "invited", to: "active", by: ["system:invitation-accepted"] },
    { from: "invited", to: "deactivated", by: ["users.manage"] },
    { from: "active", to: "deactivated", by: ["users.manage"] },
    { from: "deactivated", to: "active", by: ["users.manage"] },
  ],
});

export type UserAccountActor = (typeof userAccountMachine.edges)[number]["by"][number];

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
