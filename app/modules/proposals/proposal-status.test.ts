import { describe, expect, it } from "vitest";
import { roleMayEver, type Action } from "~/modules/permissions/policy";
import { ballotMachine, proposalMachine } from "~/domain/proposal-status";

describe("proposal and ballot state machines (decision 014)", () => {
  it("person edges name policy actions; a ballot's outcome is the system's (decision 059)", () => {
    expect(proposalMachine.initial).toBe("proposed");
    expect(proposalMachine.final).toEqual(["approved", "rejected", "withdrawn"]);
    expect(proposalMachine.next("proposed", ["proposal.updateStatus"])).toEqual([
      "voting",
      "rejected",
    ]);
    // Nobody decides a balloted proposal by hand: no person edge leaves voting but withdrawal.
    expect(proposalMachine.next("voting", ["proposal.updateStatus"])).toEqual([]);
    expect(proposalMachine.next("voting", ["system:ballot-passed"])).toEqual([
      "passed",
      "approved",
    ]);
    expect(proposalMachine.next("voting", ["system:ballot-failed"])).toEqual(["rejected"]);
    // After a passed ballot: publish or withdraw only, never reject.
    expect(proposalMachine.next("passed", ["proposal.updateStatus"])).toEqual(["approved"]);
    expect(proposalMachine.allows("passed", "rejected", "proposal.updateStatus")).toBe(false);
    expect(proposalMachine.allows("passed", "withdrawn", "proposal.withdraw")).toBe(true);
    expect(proposalMachine.allows("proposed", "approved", "proposal.updateStatus")).toBe(false);
    expect(proposalMachine.allows("voting", "withdrawn", "proposal.withdraw")).toBe(true);
    for (const edge of proposalMachine.edges) {
      for (const actor of edge.by) {
        if (actor.startsWith("system:")) continue;
        // Every person actor of the table is a real policy action.
        expect(roleMayEver("administrator", actor as Action)).toBe(true);
      }
    }
    expect(() =>
      proposalMachine.assertEdge("approved", "rejected", "proposal.updateStatus"),
    ).toThrow();
  });

  it("ballots close only by the system and are cancelled only by a withdrawal", () => {
    expect(ballotMachine.allows("open", "closed", "system:closing-date")).toBe(true);
    expect(ballotMachine.allows("open", "closed", "system:all-votes-cast")).toBe(true);
    expect(ballotMachine.allows("open", "closed", "proposal.updateStatus" as never)).toBe(false);
    expect(ballotMachine.allows("closed", "open", "system:closing-date")).toBe(false);
    expect(ballotMachine.final).toEqual(["closed", "cancelled"]);
  });

  it("the CHECK constraints are generated from the tables", () => {
    expect(proposalMachine.checkConstraint("status")).toBe(
      "status in ('proposed', 'voting', 'passed', 'approved', 'rejected', 'withdrawn')",
    );
    expect(ballotMachine.checkConstraint("status")).toBe(
      "status in ('open', 'closed', 'cancelled')",
    );
  });
});
