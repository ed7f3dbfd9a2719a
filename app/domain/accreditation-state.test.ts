import { describe, expect, it } from "vitest";
import {
  accreditationOf,
  certificateAccreditation,
  isAccredited,
  type CertificateFacts,
} from "./accreditation-state";

const cert = (over: Partial<CertificateFacts> = {}): CertificateFacts => ({
  id: "c1",
  certificateNumber: "2026-00001",
  status: "active",
  issuedOn: "2026-01-10",
  expiresAt: "2027-01-10T05:00:00.000Z", // midnight in Toronto, the start of Jan 10
  expiresOn: "2027-01-09",
  standardsVersion: "1.1",
  ...over,
});

/** Noon in Toronto on `day`. */
const at = (day: string) => ({ now: new Date(`${day}T17:00:00Z`), today: day });

describe("certificateAccreditation", () => {
  it("is accredited until the expiry day, with the days left and the standards version", () => {
    const s = certificateAccreditation(cert(), at("2026-06-01"));
    expect(s).toMatchObject({
      kind: "accredited",
      validUntil: "2027-01-09",
      standardsVersion: "1.1",
    });
    expect(isAccredited(s)).toBe(true);
  });

  it("is expiring soon inside the 60-day renewal window, the expiry day included", () => {
    expect(certificateAccreditation(cert(), at("2026-11-09")).kind).toBe("accredited"); // 61 days left
    expect(certificateAccreditation(cert(), at("2026-11-11"))).toMatchObject({
      kind: "expiring-soon",
      daysLeft: 59,
    });
    expect(certificateAccreditation(cert(), at("2027-01-09"))).toMatchObject({
      kind: "expiring-soon",
      daysLeft: 0,
    });
    expect(isAccredited(certificateAccreditation(cert(), at("2027-01-09")))).toBe(true);
  });

  it("is in grace for 90 days after expiry, whether or not the daily job has marked it expired", () => {
    for (const status of ["active", "expired"] as const) {
      const s = certificateAccreditation(cert({ status }), at("2027-01-10"));
      expect(s).toMatchObject({
        kind: "in-grace",
        expiredOn: "2027-01-09",
        graceUntil: "2027-04-09",
      });
      expect(isAccredited(s)).toBe(false);
    }
    expect(certificateAccreditation(cert({ status: "expired" }), at("2027-04-09")).kind).toBe(
      "in-grace",
    );
    expect(certificateAccreditation(cert({ status: "expired" }), at("2027-04-10")).kind).toBe(
      "lapsed",
    );
  });

  it("is expired from the expiry instant even if the daily job has not marked it yet", () => {
    const justAfter = { now: new Date("2027-01-10T05:00:01Z"), today: "2027-01-10" };
    expect(certificateAccreditation(cert(), justAfter).kind).toBe("in-grace");
    const justBefore = { now: new Date("2027-01-10T04:59:59Z"), today: "2027-01-09" };
    expect(certificateAccreditation(cert(), justBefore)).toMatchObject({
      kind: "expiring-soon",
      daysLeft: 0,
    });
  });

  it("is revoked whatever the dates, with the day and the reason", () => {
    for (const today of ["2026-06-01", "2027-02-01", "2028-01-01"]) {
      const s = certificateAccreditation(
        cert({ status: "revoked", revokedOn: "2026-05-02", revocationReason: "Fraud" }),
        at(today),
      );
      expect(s).toMatchObject({ kind: "revoked", revokedOn: "2026-05-02", reason: "Fraud" });
      expect(isAccredited(s)).toBe(false);
    }
  });
});

describe("accreditationOf", () => {
  it("is never accredited without certificates", () => {
    expect(accreditationOf([], at("2026-06-01"))).toEqual({ kind: "never" });
  });

  it("prefers a valid certificate to a revoked or lapsed one, and the one valid longest", () => {
    const revoked = cert({ id: "r", status: "revoked", revokedOn: "2026-03-01" });
    const old = cert({
      id: "o",
      issuedOn: "2024-01-01",
      expiresOn: "2024-12-31",
      status: "expired",
    });
    const valid = cert({ id: "v", expiresAt: "2027-03-02T05:00:00Z", expiresOn: "2027-03-01" });
    const shorter = cert({ id: "s", expiresAt: "2026-12-02T05:00:00Z", expiresOn: "2026-12-01" });
    const s = accreditationOf([revoked, old, shorter, valid], at("2026-06-01"));
    expect(s).toMatchObject({ kind: "accredited", certificate: { id: "v" } });
  });

  it("prefers grace to revoked, and revoked to lapsed", () => {
    const grace = cert({
      id: "g",
      expiresAt: "2026-05-02T04:00:00Z",
      expiresOn: "2026-05-01",
      status: "expired",
    });
    const revoked = cert({ id: "r", status: "revoked", revokedOn: "2026-03-01" });
    const lapsed = cert({
      id: "l",
      expiresAt: "2025-01-02T05:00:00Z",
      expiresOn: "2025-01-01",
      status: "expired",
    });
    expect(accreditationOf([revoked, grace, lapsed], at("2026-06-01")).kind).toBe("in-grace");
    expect(accreditationOf([lapsed, revoked], at("2026-06-01")).kind).toBe("revoked");
    expect(accreditationOf([lapsed], at("2026-06-01")).kind).toBe("lapsed");
  });
});
