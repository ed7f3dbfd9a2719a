import { describe, expect, it } from "vitest";
import {
  businessDaysBetween,
  daysToExpiry,
  mayNeedWork,
  reminderThresholdFor,
  renewalWindow,
  renewedTerm,
  windowRefusal,
} from "./renewal-rules";

const TZ = "America/Toronto";

describe("renewal rules", () => {
  it("the reminder due is the smallest threshold reached; none once expired or before 60 days", () => {
    expect(reminderThresholdFor(61)).toBeNull();
    expect(reminderThresholdFor(60)).toBe(60);
    expect(reminderThresholdFor(31)).toBe(60);
    expect(reminderThresholdFor(30)).toBe(30);
    expect(reminderThresholdFor(25)).toBe(30);
    expect(reminderThresholdFor(7)).toBe(7);
    expect(reminderThresholdFor(1)).toBe(7);
    expect(reminderThresholdFor(0)).toBeNull();
    expect(reminderThresholdFor(-3)).toBeNull();
  });

  it("days to expiry are calendar days in the programme's time zone, not 24-hour steps", () => {
    // 03:00 UTC on the 10th is still the 9th in Toronto.
    const now = new Date("2031-06-10T03:00:00Z");
    const expiry = new Date("2031-06-16T16:00:00Z");
    expect(daysToExpiry(expiry, now, TZ)).toBe(7);
    expect(daysToExpiry(expiry, now, "UTC")).toBe(6);
  });

  it("the window opens 60 days before the expiry date and closes 90 days after it", () => {
    const expiryDate = new Date("2031-06-30T16:00:00Z");
    const at = (iso: string) => renewalWindow({ status: "active", expiryDate }, new Date(iso), TZ);
    const early = at("2031-04-30T16:00:00Z");
    expect(early.open).toBe(false);
    expect(early.open ? "" : windowRefusal(early)).toBe(
      "Renewal opens on May 1, 2031, 60 days before the certificate expires.",
    );
    expect(at("2031-05-01T16:00:00Z").open).toBe(true);
    expect(at("2031-09-28T16:00:00Z").open).toBe(true);
    const late = at("2031-09-29T16:00:00Z");
    expect(late.open ? "" : windowRefusal(late)).toBe(
      "The grace period for renewing this certificate ended on Sep 28, 2031. Apply for accreditation again.",
    );
    const revoked = renewalWindow(
      { status: "revoked", expiryDate },
      new Date("2031-06-01T16:00:00Z"),
      TZ,
    );
    expect(revoked.open).toBe(false);
  });

  it("business days skip weekends", () => {
    // Friday → next Friday: five business days.
    expect(
      businessDaysBetween(new Date("2031-08-01T15:00:00Z"), new Date("2031-08-08T15:00:00Z"), TZ),
    ).toBe(5);
  });

  it("the expiry job locks only certificates that may need work", () => {
    const now = new Date("2031-06-01T16:00:00Z");
    const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
    const candidate = (expiryDate: Date, status: string, sentThresholds: number[] = []) => ({
      status,
      expiryDate,
      sentThresholds,
    });
    // Due to expire: always, whatever the ledger holds.
    expect(mayNeedWork(candidate(inDays(-1), "active", [0]), now, TZ)).toBe(true);
    // Expired: only while the expired notice is not in the ledger.
    expect(mayNeedWork(candidate(inDays(-3), "expired"), now, TZ)).toBe(true);
    expect(mayNeedWork(candidate(inDays(-3), "expired", [60, 30, 7, 0]), now, TZ)).toBe(false);
    // The reminder due now (the smallest threshold reached) and not yet sent.
    expect(mayNeedWork(candidate(inDays(25), "active", [60]), now, TZ)).toBe(true);
    expect(mayNeedWork(candidate(inDays(25), "active", [60, 30]), now, TZ)).toBe(false);
    expect(mayNeedWork(candidate(inDays(7), "active", [60, 30]), now, TZ)).toBe(true);
    // Outside every threshold: nothing to do.
    expect(mayNeedWork(candidate(inDays(61), "active"), now, TZ)).toBe(false);
  });

  it("a renewal before expiry starts its year at the current expiry and keeps certified since; after it, a year from then (decision 078)", () => {
    const since = new Date("2023-12-03T17:00:00Z");
    const expiry = new Date("2026-12-03T17:00:00Z");
    // Answering the 60-day reminder costs nothing: Nov 28 renews to Dec 3 of next year.
    const early = renewedTerm(
      { expiryDate: expiry, accreditedSince: since },
      new Date("2026-11-28T15:00:00Z"),
    );
    expect(early).toEqual({
      issueDate: new Date("2026-11-28T15:00:00Z"),
      expiryDate: new Date("2027-12-03T17:00:00Z"),
      accreditedSince: since,
    });
    // One second before the expiry instant still counts as before it.
    expect(
      renewedTerm(
        { expiryDate: expiry, accreditedSince: since },
        new Date(expiry.getTime() - 1_000),
      ).expiryDate,
    ).toEqual(new Date("2027-12-03T17:00:00Z"));
    // At or after expiry (the grace period): a year from that moment, and the gap resets certified since.
    const late = new Date("2026-12-20T09:30:00Z");
    expect(renewedTerm({ expiryDate: expiry, accreditedSince: since }, late)).toEqual({
      issueDate: late,
      expiryDate: new Date("2027-12-20T09:30:00Z"),
      accreditedSince: late,
    });
    expect(
      renewedTerm({ expiryDate: expiry, accreditedSince: since }, expiry).accreditedSince,
    ).toEqual(expiry);
  });

  it("the renewed expiry keeps its calendar day across daylight saving and leap years", () => {
    const since = new Date("2020-01-01T00:00:00Z");
    // Expires on the day clocks spring forward in Toronto (Mar 14, 2027), renewed in February (EST).
    const dst = renewedTerm(
      { expiryDate: new Date("2027-03-14T17:00:00Z"), accreditedSince: since },
      new Date("2027-02-10T17:00:00Z"),
    );
    expect(daysToExpiry(dst.expiryDate, new Date("2028-03-13T17:00:00Z"), TZ)).toBe(1);
    expect(dst.expiryDate.toISOString()).toBe("2028-03-14T17:00:00.000Z");
    // A certificate expiring on Feb 29: the next one ends on Mar 1 (never a day short).
    const leap = renewedTerm(
      { expiryDate: new Date("2028-02-29T17:00:00Z"), accreditedSince: since },
      new Date("2028-01-05T17:00:00Z"),
    );
    expect(leap.expiryDate.toISOString()).toBe("2029-03-01T17:00:00.000Z");
    // Renewed early into a leap year: Feb 28, 2027 → Feb 28, 2028, a year of 365 days.
    const intoLeap = renewedTerm(
      { expiryDate: new Date("2027-02-28T17:00:00Z"), accreditedSince: since },
      new Date("2027-01-20T17:00:00Z"),
    );
    expect(intoLeap.expiryDate.toISOString()).toBe("2028-02-28T17:00:00.000Z");
  });
});
