import { defineStateMachine } from "./state-machine";

/**
 * Proposals (SPEC §4 standard_changes) and their ballots as pure tables
 * (decision 014, rules in decision 021). Edges name a policy action or a
 * system event; each status has one writer (`setProposalStatus`,
 * `setBallotStatus` in the proposals module) that asserts the edge, updates
 * conditionally on the status read and writes the audit log.
 *
 * proposed ──open ballot──▶ voting ──approve (ballot passed)──▶ approved
 *    │                        ├──reject (ballot closed)──────▶ rejected
 *    ├──reject────────────────┘
 *    └──withdraw (proposer or staff; from proposed or voting)──▶ withdrawn
 */
export const proposalStatuses = [
  "proposed",
  "voting",
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
    { from: "voting", to: "approved", by: ["proposal.updateStatus"] },
    { from: "voting", to: "rejected", by: ["proposal.updateStatus"] },
    { from: ["proposed", "voting"], to: "withdrawn", by: ["proposal.withdraw"] },
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

export const ballotResults = ["passed", "failed", "no-quorum"] as const;
export type BallotResult = (typeof ballotResults)[number];

export const voteChoices = ["approve", "reject", "abstain"] as const;
export type VoteChoice = (typeof voteChoices)[number];

export const proposalStatusLabels: Record<ProposalStatus, string> = {
  proposed: "Proposed",
  voting: "Balloting",
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
