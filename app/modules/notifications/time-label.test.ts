import { describe, expect, it } from "vitest";
import { timeLabel } from "./time-label";

const now = new Date("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("timeLabel (SPEC §2)", () => {
  it.each([
    [0, "just now"],
    [59_000, "just now"],
    [60_000, "1m ago"],
    [59 * 60_000, "59m ago"],
    [60 * 60_000, "1h ago"],
    [23 * 3_600_000, "23h ago"],
    [24 * 3_600_000, "1d ago"],
    [6 * 86_400_000, "6d ago"],
  ])("%i ms ago is %s", (ms, label) => {
    expect(timeLabel(ago(ms), now)).toBe(label);
  });

  it("shows the date from 7 days on", () => {
    expect(timeLabel(ago(7 * 86_400_000), now)).toBe("Nov 15, 2026");
  });
});
