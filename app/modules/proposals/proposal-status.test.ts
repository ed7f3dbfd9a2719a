import { describe, expect, it } from "vitest";
import { roleMayEver, type Action } from "~/modules/permissions/policy";
import { ballotMachine, proposalMachine } from "~/domain/proposal-status";

describe("proposal and ballot state machines (decision 014)", () => {
  it("proposal edges name policy actions only staff may take, except withdrawal by the proposer", () => {
    expect(proposalMachine.initial).toBe("proposed");
    expect(proposalMachine.final).toEqual(["approved", "rejected", "withdrawn"]);
    expect(proposalMachine.next("proposed", ["proposal.updateStatus"])).toEqual([
      "voting",
      "rejected",
    ]);
    expect(proposalMachine.next("voting", ["proposal.updateStatus"])).toEqual([
      "approved",
      "rejected",
    ]);
    expect(proposalMachine.allows("proposed", "approved", "proposal.updateStatus")).toBe(false);
    expect(proposalMachine.allows("voting", "withdrawn", "proposal.withdraw")).toBe(true);
    for (const edge of proposalMachine.edges) {
      for (const actor of edge.by) {
        // Every actor of the table is a real policy action.
        expect(roleMayEver("committee", actor as Action)).toBe(true);
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
      "status in ('proposed', 'voting', 'approved', 'rejected', 'withdrawn')",
    );
    expect(ballotMachine.checkConstraint("status")).toBe(
      "status in ('open', 'closed', 'cancelled')",
    );
  });
});
