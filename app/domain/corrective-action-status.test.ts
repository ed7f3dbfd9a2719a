import { describe, expect, it } from "vitest";
import {
  correctiveActionMachine as machine,
  isCorrectiveActionOverdue,
  severityOfFinding,
} from "./corrective-action-status";

describe("the corrective-action table", () => {
  it("lets the business answer an open or returned action, and the verifier accept or return an answer", () => {
    expect(machine.next("open", ["correctiveAction.answer"])).toEqual(["answered"]);
    expect(machine.next("returned", ["correctiveAction.answer"])).toEqual(["answered"]);
    expect(machine.next("answered", ["correctiveAction.verify"])).toEqual(["accepted", "returned"]);
    // The business cannot verify its own answer; the verifier cannot answer for it.
    expect(machine.next("answered", ["correctiveAction.answer"])).toEqual([]);
    expect(machine.next("open", ["correctiveAction.verify"])).toEqual([]);
  });

  it("closes for good once accepted", () => {
    expect(machine.final).toEqual(["accepted"]);
    expect(machine.initial).toBe("open");
  });
});

describe("severityOfFinding", () => {
  it("asks for an action for minor and major non-conformities only", () => {
    expect(severityOfFinding("minor-non-conformity")).toBe("minor");
    expect(severityOfFinding("major-non-conformity")).toBe("major");
    expect(severityOfFinding("compliant")).toBeNull();
    expect(severityOfFinding("not-applicable")).toBeNull();
  });
});

describe("isCorrectiveActionOverdue", () => {
  it("runs while the business has to answer, from the day after the due day", () => {
    expect(isCorrectiveActionOverdue({ status: "open", dueOn: "2026-12-01" }, "2026-12-01")).toBe(
      false,
    );
    expect(isCorrectiveActionOverdue({ status: "open", dueOn: "2026-12-01" }, "2026-12-02")).toBe(
      true,
    );
    expect(
      isCorrectiveActionOverdue({ status: "returned", dueOn: "2026-12-01" }, "2026-12-02"),
    ).toBe(true);
    // An answer waits for the verifier, not the business; a closed action is never late.
    expect(
      isCorrectiveActionOverdue({ status: "answered", dueOn: "2026-12-01" }, "2026-12-02"),
    ).toBe(false);
    expect(
      isCorrectiveActionOverdue({ status: "accepted", dueOn: "2026-12-01" }, "2026-12-02"),
    ).toBe(false);
  });
});
