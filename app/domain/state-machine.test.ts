import { describe, expect, it } from "vitest";
import { refusal } from "../../tests/helpers/refusals";
import { assertEdgeTaken, defineStateMachine, valuesCheck } from "./state-machine";

const door = defineStateMachine({
  name: "door",
  statuses: ["open", "closed", "locked"],
  initial: "closed",
  edges: [
    { from: "closed", to: "open", by: ["door.open"] },
    { from: "open", to: "closed", by: ["door.open", "system:wind"] },
    { from: "closed", to: "locked", by: ["door.lock"] },
  ],
});

describe("assertEdgeTaken", () => {
  const texts = { denied: "You may not", conflict: "No such change" };

  it("lets a system event take its edge and refuses it elsewhere (conflict)", async () => {
    expect(() =>
      assertEdgeTaken(door, "open", "closed", { event: "system:wind" }, texts),
    ).not.toThrow();
    const error = await refusal(() =>
      assertEdgeTaken(door, "closed", "open", { event: "system:wind" }, texts),
    );
    expect([error.code, error.message]).toEqual(["conflict", "No such change"]);
  });

  it("asks the policy for a person: one of the edge's actions suffices; none is forbidden", async () => {
    const asked: string[] = [];
    const mayTake = (action: string) => {
      asked.push(action);
      return action === "door.open";
    };
    expect(() => assertEdgeTaken(door, "closed", "open", { mayTake }, texts)).not.toThrow();
    expect(asked).toEqual(["door.open"]);
    const denied = await refusal(() =>
      assertEdgeTaken(door, "closed", "locked", { mayTake }, texts),
    );
    expect([denied.code, denied.message]).toEqual(["forbidden", "You may not"]);
    // An edge the table lacks, or an unknown status, is a conflict for people too.
    expect(
      (await refusal(() => assertEdgeTaken(door, "locked", "open", { mayTake }, texts))).code,
    ).toBe("conflict");
    expect(
      (await refusal(() => assertEdgeTaken(door, "ajar" as never, "open", { mayTake }, texts)))
        .code,
    ).toBe("conflict");
  });
});

describe("CHECK constraint text", () => {
  it("lists the values, quoted, and may allow NULL", () => {
    expect(door.checkConstraint("status")).toBe("status in ('open', 'closed', 'locked')");
    expect(valuesCheck("kind", ["it's", "b"], { nullable: true })).toBe(
      "kind is null or kind in ('it''s', 'b')",
    );
  });
});
