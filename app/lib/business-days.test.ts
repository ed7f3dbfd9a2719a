import { describe, expect, it } from "vitest";
import { businessDaysDeadline } from "./business-days";

const tz = "America/Toronto";

describe("business-day deadlines in the programme's time zone", () => {
  it("counts Monday to Friday from the local calendar day, due at the end of the day there", () => {
    // Monday 10:00 in Toronto (EST) + 5 business days → Monday next week, 23:59:59.999 EST.
    expect(businessDaysDeadline(new Date("2026-11-23T15:00:00Z"), 5, tz).toISOString()).toBe(
      "2026-12-01T04:59:59.999Z",
    );
  });

  it("uses the day in Toronto, not in UTC, late on a Friday", () => {
    // Friday 21:30 in Toronto is Saturday 02:30 UTC: counted from Friday → Friday next week.
    expect(businessDaysDeadline(new Date("2026-11-28T02:30:00Z"), 5, tz).toISOString()).toBe(
      "2026-12-05T04:59:59.999Z",
    );
  });

  it("counts a weekend receipt from Monday and follows the summer time change", () => {
    // Saturday Oct 31, 2026 + 1 business day → Monday Nov 2 (EST after Nov 1).
    expect(businessDaysDeadline(new Date("2026-10-31T16:00:00Z"), 1, tz).toISOString()).toBe(
      "2026-11-03T04:59:59.999Z",
    );
    // Friday Oct 30 (EDT) + 1 → Monday Nov 2, end of day EST.
    expect(businessDaysDeadline(new Date("2026-10-30T16:00:00Z"), 1, tz).toISOString()).toBe(
      "2026-11-03T04:59:59.999Z",
    );
  });
});
