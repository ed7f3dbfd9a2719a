import { defineStateMachine } from "./state-machine";

/**
 * Proposals (SPEC §4 standard_changes) and their ballots as pure tables
 * (decision 014, rules in decision 021). Edges name a policy action or a
 * system event; each status has one writer (`setProposalStatus`,
 * `setBallotStatus` in the proposals module) that asserts the edge, updates
 * conditionally on the status read and writes the audit log.
 *
 * proposed ──open ballot──▶ voting ──ballot passed (system)──▶ passed ──publish──▶ approved
 *    │                        │  └──ballot passed, published at once (system, by config)──▶ approved
 *    │                        └──ballot failed or no quorum (system)──▶ rejected
 *    ├──reject (staff, with a reason)──▶ rejected
 *    └──withdraw (proposer, or an administrator with a reason; from proposed, voting or passed)──▶ withdrawn
 *
 * The outcome of a ballot is applied by the app when the ballot closes
 * (decision 059): nobody decides a balloted proposal by hand any more.
 */
export const proposalStatuses = [
  "proposed",
  "voting",
  "passed",
  "approved",
  "rejected",
  "withdrawn",
] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

export const proposalMachine = defineStateMachine({
  name: "proposal",
  statuses: proposalStatuses,
  initial: "proposed",
  edges: [
    { from: "proposed", to: "voting", by: ["proposal.updateStatus"] },
    { from: "proposed", to: "rejected", by: ["proposal.updateStatus"] },
    { from: "voting", to: "passed", by: ["system:ballot-passed"] },
    { from: "voting", to: "approved", by: ["system:ballot-passed"] },
    { from: "voting", to: "rejected", by: ["system:ballot-failed"] },
    { from: "passed", to: "approved", by: ["proposal.updateStatus"] },
    { from: ["proposed", "voting", "passed"], to: "withdrawn", by: ["proposal.withdraw"] },
  ],
});

/**
 * A ballot is opened with its proposal's move to voting; it closes at its
 * closing date (the scheduler) or as soon as everyone on its voter roll has
 * voted; withdrawing the proposal cancels it.
 */
export const ballotStatuses = ["open", "closed", "cancelled"] as const;
export type BallotStatus = (typeof ballotStatuses)[number];

export const ballotMachine = defineStateMachine({
  name: "ballot",
  statuses: ballotStatuses,
  initial: "open",
  edges: [
    { from: "open", to: "closed", by: ["system:closing-date", "system:all-votes-cast"] },
    { from: "open", to: "cancelled", by: ["proposal.withdraw"] },
  ],
});

/**
 * Reminders to members on the roll who have not voted, this many hours
 * before the ballot closes (decision 059), latest last.
 */
export const BALLOT_REMINDER_HOURS = [48, 24] as const;

export const ballotResults = ["passed", "failed", "no-quorum"] as const;
export type BallotResult = (typeof ballotResults)[number];

export const voteChoices = ["approve", "reject", "abstain"] as const;
export type VoteChoice = (typeof voteChoices)[number];

export const proposalStatusLabels: Record<ProposalStatus, string> = {
  proposed: "Proposed",
  voting: "Balloting",
  passed: "Passed — awaiting publication",
  approved: "Approved",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

export const ballotResultLabels: Record<BallotResult, string> = {
  passed: "Passed",
  failed: "Not passed",
  "no-quorum": "No quorum",
};

export const voteLabels: Record<VoteChoice, string> = {
  approve: "Approve",
  reject: "Reject",
  abstain: "Abstain",
};
