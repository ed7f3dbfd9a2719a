import { describe, expect, it } from "vitest";
import { approvalGate, followUpScope, orderedStandardNumbers } from "./corrective-action-status";

const action = (standardNumber: string, severity: string, status: string) => ({
  standardNumber,
  severity,
  status,
});

describe("approvalGate", () => {
  it("lets approval through when there is no action or every action is accepted", () => {
    expect(approvalGate([])).toEqual({ blockingMajor: [], openMinor: [] });
    expect(
      approvalGate([action("4", "major", "accepted"), action("2", "minor", "accepted")]),
    ).toEqual({ blockingMajor: [], openMinor: [] });
  });

  it("blocks on a major action in any status but accepted, naming the standards in order", () => {
    for (const status of ["open", "answered", "returned"]) {
      expect(approvalGate([action("4", "major", status)]).blockingMajor).toEqual(["4"]);
    }
    expect(
      approvalGate([
        action("10", "major", "open"),
        action("4", "major", "answered"),
        action("7", "major", "accepted"),
      ]).blockingMajor,
    ).toEqual(["4", "10"]);
  });

  it("lists the minor actions not accepted (a reason to approve anyway), each standard once", () => {
    expect(
      approvalGate([
        action("3", "minor", "returned"),
        action("2", "minor", "open"),
        action("2", "minor", "answered"),
        action("5", "minor", "accepted"),
      ]),
    ).toEqual({ blockingMajor: [], openMinor: ["2", "3"] });
  });

  it("names a standard once: a major blocking it is not also listed as minor", () => {
    expect(approvalGate([action("4", "major", "open"), action("4", "minor", "open")])).toEqual({
      blockingMajor: ["4"],
      openMinor: [],
    });
  });
});

describe("followUpScope", () => {
  it("is the standards with unresolved actions, or null (a full audit) when none", () => {
    expect(followUpScope([])).toBeNull();
    expect(followUpScope([action("4", "major", "accepted")])).toBeNull();
    expect(
      followUpScope([
        action("12", "minor", "open"),
        action("4", "major", "answered"),
        action("2", "minor", "returned"),
        action("3", "minor", "accepted"),
      ]),
    ).toEqual(["2", "4", "12"]);
  });

  it("orders standard numbers as the standards are ordered", () => {
    expect(orderedStandardNumbers(["10", "2", "1", "2"])).toEqual(["1", "2", "10"]);
  });
});
