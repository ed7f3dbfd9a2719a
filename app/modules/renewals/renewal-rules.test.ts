import { describe, expect, it } from "vitest";
import {
  businessDaysBetween,
  daysToExpiry,
  mayNeedWork,
  reminderThresholdFor,
  renewalWindow,
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
});
