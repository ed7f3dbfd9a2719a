import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatCount,
  formatDay,
  formatMoney,
  formatMonth,
  isoDate,
  pluralize,
  pluralWord,
  possessive,
} from "./format";

describe("format", () => {
  it("writes dates as calendar dates in the named zone", () => {
    const instant = new Date("2026-11-22T03:30:00Z"); // still Nov 21 in Toronto
    expect(formatDate(instant)).toBe("Nov 21, 2026");
    expect(formatDate(instant, "UTC")).toBe("Nov 22, 2026");
    expect(isoDate(instant)).toBe("2026-11-21");
    expect(isoDate("2026-06-01T12:00:00Z", "America/Vancouver")).toBe("2026-06-01");
  });

  it("writes a calendar date one way everywhere (screens, e-mails, PDFs)", () => {
    expect(formatDay("2026-11-22")).toBe("Nov 22, 2026");
    expect(formatDay("2027-01-01")).toBe("Jan 1, 2027");
    // The same day as an instant reads the same.
    expect(formatDate(new Date("2026-11-22T17:00:00Z"))).toBe(formatDay("2026-11-22"));
  });

  it("writes report months in words, not ISO", () => {
    expect(formatMonth("2026-03")).toBe("Mar 2026");
    expect(formatMonth("2026-12")).toBe("Dec 2026");
  });

  it("names the zone of every date-time", () => {
    expect(formatDateTime("2026-11-22T19:30:00Z")).toBe("Nov 22, 2026, 2:30 PM EST");
    expect(formatDateTime("2026-07-01T16:00:00Z", "America/Los_Angeles")).toBe(
      "Jul 1, 2026, 9:00 AM PDT",
    );
  });

  it("writes money one way: symbol, thousands separators, two decimals and the currency", () => {
    expect(formatMoney(1260000)).toBe("$12,600.00 USD");
    expect(formatMoney(45000)).toBe("$450.00 USD");
    expect(formatMoney(5)).toBe("$0.05 USD");
    expect(formatMoney(0)).toBe("$0.00 USD");
  });

  it("pluralizes counts through the plural rules", () => {
    expect(pluralize(1, "application")).toBe("1 application");
    expect(pluralize(0, "application")).toBe("0 applications");
    expect(pluralize(1, "e-mail")).toBe("1 e-mail");
    expect(pluralize(2, "match", "matches")).toBe("2 matches");
    expect(pluralize(1200, "business", "businesses")).toBe("1,200 businesses");
    expect(pluralWord(1, "is", "are")).toBe("is");
    expect(pluralWord(3, "is", "are")).toBe("are");
  });

  it("writes possessives without a doubled s", () => {
    expect(possessive("Acme Wildlife")).toBe("Acme Wildlife's");
    expect(possessive("Humane Solutions")).toBe("Humane Solutions'");
    expect(possessive("Critter Pros ")).toBe("Critter Pros'");
  });
});

describe("format in French (Canada) and Spanish (Mexico) (issue 36)", () => {
  const at = "2026-11-22T19:30:00Z";
  it("writes money in US dollars, saying so, as each language writes amounts", () => {
    expect(formatMoney(75000, "fr-CA")).toBe("750,00\u00a0$\u00a0US");
    expect(formatMoney(1260000, "fr-CA")).toBe("12\u00a0600,00\u00a0$\u00a0US");
    expect(formatMoney(75000, "es-MX")).toBe("USD\u00a0750.00");
    expect(formatMoney(75000, "en")).toBe("$750.00 USD");
  });

  it("writes dates, moments, months and counts in each language", () => {
    expect(formatDate(at, undefined, "fr-CA")).toBe("22 nov. 2026");
    expect(formatDate(at, undefined, "es-MX")).toBe("22 nov 2026");
    expect(formatDateTime(at, undefined, "fr-CA")).toBe("22 nov. 2026, 14 h 30 HNE");
    expect(formatDay("2026-11-22", "es-MX")).toBe("22 nov 2026");
    expect(formatMonth("2026-11", "fr-CA")).toBe("nov. 2026");
    expect(formatCount(12600, "fr-CA")).toBe("12\u00a0600");
    expect(formatCount(12600, "es-MX")).toBe("12,600");
  });
});
