import type { BallotResult, VoteChoice } from "~/domain/proposal-status";

/**
 * The counting rules of a committee ballot (decision 021). Pure: the same
 * function tallies the open ballot on screen and closes it in the job.
 *
 * - Return rate: ballots returned (approve, reject or abstain) out of the
 *   voter roll taken when the ballot opened.
 * - Quorum: the return rate must reach `quorumPercent`.
 * - Approval: approvals must reach `numerator/denominator` of the votes that
 *   take a side (approve + reject); abstentions count towards the quorum only.
 *   At least one approval is needed.
 */
export type BallotRules = {
  quorumPercent: number;
  approvalNumerator: number;
  approvalDenominator: number;
};

export type Tally = {
  approve: number;
  reject: number;
  abstain: number;
  /** Ballots returned (all three kinds). */
  cast: number;
  eligible: number;
  /** Whole-number percentages for display (rounded down, never overstating). */
  returnPercent: number;
  approvalPercent: number;
  quorumMet: boolean;
  thresholdMet: boolean;
  result: BallotResult;
};

/** Approval rules offered when a ballot opens; the first is the default. */
export const approvalRules = [
  {
    key: "two-thirds",
    label: "Two-thirds",
    description: "Two-thirds of the votes that take a side (approve + reject)",
    numerator: 2,
    denominator: 3,
  },
  {
    key: "three-quarters",
    label: "Three-quarters",
    description: "Three-quarters of the votes that take a side (approve + reject)",
    numerator: 3,
    denominator: 4,
  },
  {
    key: "majority",
    label: "Simple majority",
    description: "More than half of the votes that take a side (approve + reject)",
    numerator: 1,
    denominator: 2,
  },
] as const;
export type ApprovalRuleKey = (typeof approvalRules)[number]["key"];

export const DEFAULT_QUORUM_PERCENT = 50;
export const DEFAULT_BALLOT_DAYS = 14;
export const MIN_BALLOT_DAYS = 1;
export const MAX_BALLOT_DAYS = 90;

export function approvalRuleLabel(
  rules: Pick<BallotRules, "approvalNumerator" | "approvalDenominator">,
) {
  const found = approvalRules.find(
    (r) => r.numerator === rules.approvalNumerator && r.denominator === rules.approvalDenominator,
  );
  return (
    found?.description ??
    `${rules.approvalNumerator}/${rules.approvalDenominator} of the votes that take a side`
  );
}

export function tallyVotes(
  votes: readonly { vote: VoteChoice | string }[],
  eligible: number,
  rules: BallotRules,
): Tally {
  let approve = 0;
  let reject = 0;
  let abstain = 0;
  for (const v of votes) {
    if (v.vote === "approve") approve++;
    else if (v.vote === "reject") reject++;
    else if (v.vote === "abstain") abstain++;
  }
  const cast = approve + reject + abstain;
  const sided = approve + reject;
  // Integer arithmetic only: cast/eligible >= quorum% ⇔ cast*100 >= quorum*eligible.
  const quorumMet = eligible > 0 && cast * 100 >= rules.quorumPercent * eligible;
  const majority = rules.approvalNumerator * 2 === rules.approvalDenominator;
  const thresholdMet =
    approve > 0 &&
    (majority
      ? approve * rules.approvalDenominator > rules.approvalNumerator * sided
      : approve * rules.approvalDenominator >= rules.approvalNumerator * sided);
  const result: BallotResult = !quorumMet ? "no-quorum" : thresholdMet ? "passed" : "failed";
  return {
    approve,
    reject,
    abstain,
    cast,
    eligible,
    returnPercent: eligible > 0 ? Math.floor((cast * 100) / eligible) : 0,
    approvalPercent: sided > 0 ? Math.floor((approve * 100) / sided) : 0,
    quorumMet,
    thresholdMet,
    result,
  };
}
