import { describe, expect, it } from "vitest";
import {
  formatShare,
  sharePercent,
  tallyVotes,
  thresholdPercent,
  type BallotRules,
} from "./ballot-rules";

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
      approvalPercent: 66.7,
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

  describe("percentages on screen agree with the verdict (issue 23)", () => {
    it("2 of 3 against two-thirds shows 66.7% and meets it; never 66%", () => {
      const t = tallyVotes(votes(2, 1), 3, twoThirds);
      expect(t.thresholdMet).toBe(true);
      expect(t.approvalPercent).toBe(66.7);
      expect(formatShare(t.approvalPercent)).toBe("66.7%");
      expect(formatShare(thresholdPercent(twoThirds))).toBe("66.7%");
    });

    it("just below two-thirds is floored and never reaches 66.7", () => {
      // 199 of 299 sided = 66.555…%: not met, shown 66.5.
      const t = tallyVotes(votes(199, 100), 299, twoThirds);
      expect(t.thresholdMet).toBe(false);
      expect(t.approvalPercent).toBe(66.5);
      // 1999 of 3000 = 66.633…%: not met, shown 66.6 (rounding would say 66.6 too, ceil 66.7).
      expect(sharePercent(1999, 3000, false)).toBe(66.6);
    });

    it("whenever a share meets its threshold its figure is at least the threshold's, and below it otherwise", () => {
      const threeQuarters = { ...twoThirds, approvalNumerator: 3, approvalDenominator: 4 };
      for (const rules of [twoThirds, threeQuarters]) {
        const shown = thresholdPercent(rules);
        for (let sided = 1; sided <= 60; sided++) {
          for (let approve = 1; approve <= sided; approve++) {
            const t = tallyVotes(votes(approve, sided - approve), sided, rules);
            if (t.thresholdMet) expect(t.approvalPercent).toBeGreaterThanOrEqual(shown);
            else expect(t.approvalPercent).toBeLessThan(shown);
          }
        }
      }
      // "More than half": exactly half is not met and shows 50%, never more.
      expect(tallyVotes(votes(2, 2), 4, majority)).toMatchObject({
        thresholdMet: false,
        approvalPercent: 50,
      });
      expect(tallyVotes(votes(51, 50), 101, majority)).toMatchObject({
        thresholdMet: true,
        approvalPercent: 50.5,
      });
    });

    it("the return rate rounds the same way against the quorum", () => {
      expect(tallyVotes(votes(2, 0), 3, { ...twoThirds, quorumPercent: 67 })).toMatchObject({
        quorumMet: false,
        returnPercent: 66.6,
      });
      expect(tallyVotes(votes(1, 0), 3, { ...twoThirds, quorumPercent: 33 })).toMatchObject({
        quorumMet: true,
        returnPercent: 33.4,
      });
      expect(formatShare(100)).toBe("100%");
      expect(sharePercent(1, 0, true)).toBe(0);
    });
  });
});
