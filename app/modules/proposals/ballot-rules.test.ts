import { describe, expect, it } from "vitest";
import { tallyVotes, type BallotRules } from "./ballot-rules";

const twoThirds: BallotRules = { quorumPercent: 50, approvalNumerator: 2, approvalDenominator: 3 };
const majority: BallotRules = { quorumPercent: 50, approvalNumerator: 1, approvalDenominator: 2 };
const votes = (approve: number, reject: number, abstain = 0) => [
  ...Array.from({ length: approve }, () => ({ vote: "approve" })),
  ...Array.from({ length: reject }, () => ({ vote: "reject" })),
  ...Array.from({ length: abstain }, () => ({ vote: "abstain" })),
];

describe("ballot tally (decision 021)", () => {
  it("return rate counts every returned ballot, abstentions included, against the roll", () => {
    const t = tallyVotes(votes(1, 1, 1), 6, twoThirds);
    expect(t).toMatchObject({ cast: 3, eligible: 6, returnPercent: 50, quorumMet: true });
    expect(tallyVotes(votes(1, 0, 1), 5, twoThirds)).toMatchObject({
      returnPercent: 40,
      quorumMet: false,
      result: "no-quorum",
    });
  });

  it("quorum is computed in integers: exactly the threshold meets it", () => {
    expect(tallyVotes(votes(2, 0), 4, twoThirds).quorumMet).toBe(true); // 50% of 4
    expect(tallyVotes(votes(1, 0), 3, twoThirds).quorumMet).toBe(false); // 33% of 3
    expect(tallyVotes(votes(2, 0), 3, { ...twoThirds, quorumPercent: 67 }).quorumMet).toBe(false); // 66.67% < 67%
    expect(tallyVotes(votes(2, 0), 3, { ...twoThirds, quorumPercent: 66 }).quorumMet).toBe(true);
  });

  it("two-thirds of the votes that take a side: exactly 2 of 3 passes, 3 of 5 does not", () => {
    expect(tallyVotes(votes(2, 1), 3, twoThirds).result).toBe("passed");
    expect(tallyVotes(votes(3, 2), 5, twoThirds).result).toBe("failed");
    expect(tallyVotes(votes(4, 2), 6, twoThirds).result).toBe("passed");
    // Abstentions do not count against approval.
    expect(tallyVotes(votes(2, 1, 3), 6, twoThirds)).toMatchObject({
      approvalPercent: 66,
      result: "passed",
    });
  });

  it("a simple majority must be more than half", () => {
    expect(tallyVotes(votes(2, 2), 4, majority).result).toBe("failed");
    expect(tallyVotes(votes(3, 2), 5, majority).result).toBe("passed");
  });

  it("needs at least one approval; an empty roll never passes", () => {
    expect(tallyVotes(votes(0, 0, 3), 3, twoThirds)).toMatchObject({
      quorumMet: true,
      result: "failed",
    });
    expect(tallyVotes([], 0, twoThirds)).toMatchObject({ returnPercent: 0, result: "no-quorum" });
  });
});
