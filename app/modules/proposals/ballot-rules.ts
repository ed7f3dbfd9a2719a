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
  /**
   * Percentages for display with one decimal, rounded towards the verdict
   * (`sharePercent`): never "threshold met" beside a figure below the
   * threshold, never "not met" beside one at or above it.
   */
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

/**
 * A share `part / whole` as a percentage with one decimal, rounded towards
 * the verdict already reached in integers: up when the threshold is met, down
 * when it is not. So 2 of 3 against two-thirds shows 66.7 (met) and 199 of
 * 300 shows 66.3 (not met); a rounded figure never contradicts its verdict
 * ("66% · threshold met" against a two-thirds rule cannot happen).
 */
export function sharePercent(part: number, whole: number, met: boolean): number {
  if (whole <= 0) return 0;
  const tenths = (part * 1000) / whole;
  return (met ? Math.ceil(tenths - 1e-9) : Math.floor(tenths + 1e-9)) / 10;
}

/** "66.7%" (one decimal; whole numbers without: "100%", "50%"). */
export function formatShare(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** The approval threshold as a percentage with one decimal, rounded up (two-thirds: 66.7). */
export function thresholdPercent(
  rules: Pick<BallotRules, "approvalNumerator" | "approvalDenominator">,
): number {
  return sharePercent(rules.approvalNumerator, rules.approvalDenominator, true);
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
    returnPercent: sharePercent(cast, eligible, quorumMet),
    approvalPercent: sharePercent(approve, sided, thresholdMet),
    quorumMet,
    thresholdMet,
    result,
  };
}
