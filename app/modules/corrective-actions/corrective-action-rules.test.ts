import { describe, expect, it } from "vitest";
import { correctiveActionDueOn } from "./corrective-action-rules";

const settings = { minorDays: 30, majorDays: 60, timeZone: "America/Toronto" };

describe("correctiveActionDueOn (programme time zone)", () => {
  it("counts from the completion day in the programme's zone, not in UTC", () => {
    // 23:30 in Toronto on March 10 is already March 11 in UTC.
    const lateEvening = new Date("2026-03-11T03:30:00Z");
    expect(correctiveActionDueOn(lateEvening, "minor", settings)).toBe("2026-04-09");
    expect(correctiveActionDueOn(lateEvening, "major", settings)).toBe("2026-05-09");
    // The same instant, counted in UTC, would be a day later.
    expect(correctiveActionDueOn(lateEvening, "minor", { ...settings, timeZone: "UTC" })).toBe(
      "2026-04-10",
    );
  });

  it("uses the programme's settings for each severity", () => {
    const noon = new Date("2026-11-02T17:00:00Z");
    expect(correctiveActionDueOn(noon, "minor", { ...settings, minorDays: 14 })).toBe("2026-11-16");
    expect(correctiveActionDueOn(noon, "major", { ...settings, majorDays: 90 })).toBe("2027-01-31");
  });

  it("adds calendar days across months, leap days and time changes", () => {
    const at = (day: string) => new Date(`${day}T17:00:00Z`);
    expect(correctiveActionDueOn(at("2028-01-30"), "minor", settings)).toBe("2028-02-29");
    expect(correctiveActionDueOn(at("2026-10-31"), "minor", settings)).toBe("2026-11-30");
    expect(correctiveActionDueOn(at("2026-12-15"), "minor", settings)).toBe("2027-01-14");
  });
});
