import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  isoDate,
  pluralize,
} from "./format";

describe("format", () => {
  it("writes dates as calendar dates in the named zone", () => {
    const instant = new Date("2026-11-22T03:30:00Z"); // still Nov 21 in Toronto
    expect(formatDate(instant)).toBe("Nov 21, 2026");
    expect(formatDate(instant, "UTC")).toBe("Nov 22, 2026");
    expect(isoDate(instant)).toBe("2026-11-21");
    expect(isoDate("2026-06-01T12:00:00Z", "America/Vancouver")).toBe("2026-06-01");
  });

  it("writes calendar dates in letters, as notices do", () => {
    expect(formatLongDate("2026-11-22")).toBe("November 22, 2026");
    expect(formatLongDate("2027-01-01")).toBe("January 1, 2027");
  });

  it("names the zone of every date-time", () => {
    expect(formatDateTime("2026-11-22T19:30:00Z")).toBe("Nov 22, 2026, 2:30 PM EST");
    expect(formatDateTime("2026-07-01T16:00:00Z", "America/Los_Angeles")).toBe(
      "Jul 1, 2026, 9:00 AM PDT",
    );
  });

  it("writes money in USD with thousands separators and two decimals", () => {
    expect(formatMoney(1260000)).toBe("$12,600.00 USD");
    expect(formatMoney(45000)).toBe("$450.00 USD");
    expect(formatMoney(5)).toBe("$0.05 USD");
  });

  it("pluralizes counts", () => {
    expect(pluralize(1, "e-mail")).toBe("1 e-mail");
    expect(pluralize(2, "match", "matches")).toBe("2 matches");
    expect(pluralize(1200, "business", "businesses")).toBe("1,200 businesses");
  });
});
