import { defineStateMachine } from "./state-machine";

/**
 * Appeals (issue 22, decision 057; ISO/IEC 17065 §7.13): a business appeals a
 * rejection of its application, a revocation or a suspension of its
 * certificate within the appeal window. One pure table (decision 014); the one
 * writer is `setAppealStatus` in the appeals module.
 *
 * submitted ──panel opened (an impartial roll exists)──▶ voting
 * voting ──panel closed (all voted, or closing date): passed──▶ upheld
 * voting ──panel closed: not passed or no quorum──────────────▶ dismissed
 * submitted | voting ──the business withdraws──────────────────▶ withdrawn
 */
export const appealStatuses = ["submitted", "voting", "upheld", "dismissed", "withdrawn"] as const;
export type AppealStatus = (typeof appealStatuses)[number];

export const appealMachine = defineStateMachine({
  name: "appeal",
  statuses: appealStatuses,
  initial: "submitted",
  edges: [
    { from: "submitted", to: "voting", by: ["system:panel-opened"] },
    {
      from: "voting",
      to: "upheld",
      by: ["system:all-votes-cast", "system:closing-date"],
    },
    {
      from: "voting",
      to: "dismissed",
      by: ["system:all-votes-cast", "system:closing-date"],
    },
    { from: ["submitted", "voting"], to: "withdrawn", by: ["appeal.withdraw"] },
  ],
});
export type AppealActor = (typeof appealMachine.edges)[number]["by"][number];

/** What is appealed: an application's rejection, a certificate's revocation or suspension. */
export const appealKinds = ["rejection", "revocation", "suspension"] as const;
export type AppealKind = (typeof appealKinds)[number];

export const appealVoteChoices = ["uphold", "dismiss", "abstain"] as const;
export type AppealVoteChoice = (typeof appealVoteChoices)[number];

export const appealResults = ["passed", "failed", "no-quorum"] as const;

export const appealStatusLabels: Record<AppealStatus, string> = {
  submitted: "Submitted, waiting for a panel",
  voting: "Panel voting",
  upheld: "Upheld",
  dismissed: "Dismissed",
  withdrawn: "Withdrawn",
};

export const appealKindLabels: Record<AppealKind, string> = {
  rejection: "Rejection of an application",
  revocation: "Revocation of a certificate",
  suspension: "Suspension of a certificate",
};

export const appealVoteLabels: Record<AppealVoteChoice, string> = {
  uphold: "Uphold the appeal",
  dismiss: "Dismiss the appeal",
  abstain: "Abstain",
};

/** Days from the decision's date within which an appeal may be lodged. */
export const APPEAL_DAYS = 30;
/** Days the panel has to vote, from when it opens. */
export const APPEAL_PANEL_DAYS = 14;
/**
 * The programme decides an appeal within this many days of it being lodged
 * (stated on /process): staff open the panel within 16 days, the panel has
 * 14. An appeal still open after that is overdue (reports, list filter;
 * decision 068).
 */
export const APPEAL_DECIDE_DAYS = 30;
/** Statuses of an appeal not yet decided. */
export const openAppealStatuses = ["submitted", "voting"] as const;
/** The panel's rules, recorded on the appeal when the panel opens. */
export const APPEAL_QUORUM_PERCENT = 50;
/** Upheld: more than half of the votes that take a side (uphold + dismiss). */
export const APPEAL_APPROVAL = { numerator: 1, denominator: 2 } as const;

/** Is an appeal lodged at `now` within the window of a decision taken at `decidedAt`? */
export function withinAppealWindow(decidedAt: Date, now: Date): boolean {
  return now.getTime() - decidedAt.getTime() <= APPEAL_DAYS * 86_400_000;
}

/** The last instant an appeal of a decision taken at `decidedAt` may be lodged. */
export function appealDeadline(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + APPEAL_DAYS * 86_400_000);
}
