import { describe, expect, it } from "vitest";
import {
  defaultReportRange,
  parseReportFilter,
  reportFilterMessages,
  reportSearch,
} from "./report-filter";

const now = new Date("2026-11-22T15:00:00Z");

describe("report filter", () => {
  it("defaults to the last 12 months up to today", () => {
    expect(defaultReportRange(now)).toEqual({ from: "2025-11-23", to: "2026-11-22" });
    expect(parseReportFilter(new URLSearchParams(), now)).toEqual({
      filter: { from: "2025-11-23", to: "2026-11-22", region: "" },
      errors: null,
    });
  });

  it("keeps a valid range and state", () => {
    const ok = parseReportFilter(
      new URLSearchParams({ from: "2026-01-01", to: "2026-03-31", region: " Vermont " }),
      now,
    );
    expect(ok).toEqual({
      filter: { from: "2026-01-01", to: "2026-03-31", region: "Vermont" },
      errors: null,
    });
  });

  it("refuses a reversed range at the end date, keeping what was entered", () => {
    const reversed = parseReportFilter(
      new URLSearchParams({ from: "2026-05-01", to: "2026-01-01" }),
      now,
    );
    expect(reversed).toEqual({
      filter: { from: "2026-05-01", to: "2026-01-01", region: "" },
      errors: { to: reportFilterMessages.reversed },
    });
  });

  it("refuses a date that is not one at its own field", () => {
    const bad = parseReportFilter(new URLSearchParams({ from: "2026-13-45" }), now);
    expect(bad.errors).toEqual({ from: reportFilterMessages.badDate });
    expect(bad.filter.from).toBe("2026-13-45");
  });

  it("writes the filter back as search params", () => {
    expect(
      reportSearch(
        { from: "2026-01-01", to: "2026-02-01", region: "New York" },
        { table: "funnel" },
      ),
    ).toBe("from=2026-01-01&to=2026-02-01&region=New+York&table=funnel");
  });
});
