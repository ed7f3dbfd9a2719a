import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { createCertifiedBusiness } from "../../../tests/helpers/certified-business";
import { rateLimits } from "~/db/schema";
import {
  VERIFY_NUMBER_RATE_LIMIT,
  VERIFY_RATE_LIMIT,
  VerifyRateLimitError,
  setVerifyClockForTests,
  verifyCertificate,
} from "./verify-certificate.server";

// The limiter's clock stands still: no refill however long the database takes.
const frozen = Date.now();
beforeAll(() => setVerifyClockForTests(() => frozen));
afterAll(() => setVerifyClockForTests(undefined));

const ip = () => `203.0.113.${Math.floor(Math.random() * 250)}-${Math.random()}`;

describe("verifyCertificate", () => {
  it("answers valid with the public facts, by code and by number", async () => {
    const business = await createCertifiedBusiness({ businessName: "Valid Wildlife Co." });
    const byCode = await verifyCertificate(getDb(), business.verificationCode, { clientIp: ip() });
    expect(byCode).toEqual({
      status: "valid",
      certificateNumber: business.certificateNumber,
      businessName: "Valid Wildlife Co.",
      businessAddress: "12 Maple Street, Springfield, Illinois, 62704, United States",
      issueDate: business.issueDate.toISOString(),
      expiryDate: business.expiryDate.toISOString(),
      revokedAt: null,
      suspendedAt: null,
      standardsVersion: null,
    });
    const byNumber = await verifyCertificate(getDb(), ` ${business.certificateNumber} `, {
      clientIp: ip(),
    });
    expect(byNumber).toEqual(byCode);
  });

  it("answers expired when the expiry date has passed, even if still marked active", async () => {
    const stale = await createCertifiedBusiness({ expiresInDays: -1 });
    const marked = await createCertifiedBusiness({ status: "expired", expiresInDays: -10 });
    const a = await verifyCertificate(getDb(), stale.verificationCode, { clientIp: ip() });
    const b = await verifyCertificate(getDb(), marked.certificateNumber, { clientIp: ip() });
    expect(a.status).toBe("expired");
    expect(a.expiryDate).toBe(stale.expiryDate.toISOString());
    expect(b.status).toBe("expired");
    expect(b.revokedAt).toBeNull();
  });

  it("answers revoked with the revocation date", async () => {
    const revokedAt = new Date("2026-03-04T10:00:00.000Z");
    const business = await createCertifiedBusiness({ status: "revoked", revokedAt });
    const result = await verifyCertificate(getDb(), business.verificationCode, { clientIp: ip() });
    expect(result.status).toBe("revoked");
    expect(result.revokedAt).toBe(revokedAt.toISOString());
    expect(result.businessName).toBe(business.businessName);
  });

  it("answers not_found with no facts for an unknown, empty or over-long value", async () => {
    const empty = {
      status: "not_found",
      certificateNumber: null,
      businessName: null,
      businessAddress: null,
      issueDate: null,
      expiryDate: null,
      revokedAt: null,
      suspendedAt: null,
      standardsVersion: null,
    };
    for (const value of ["no-such-code", "2099-99999", "   ", "x".repeat(500)]) {
      expect(await verifyCertificate(getDb(), value, { clientIp: ip() })).toEqual(empty);
    }
  });

  it("refuses a client address over the limit with the seconds to wait", async () => {
    const clientIp = ip();
    for (let i = 0; i < VERIFY_RATE_LIMIT.max; i++) {
      await verifyCertificate(getDb(), "unknown-code", { clientIp });
    }
    const error = await verifyCertificate(getDb(), "unknown-code", { clientIp }).catch((e) => e);
    expect(error).toBeInstanceOf(VerifyRateLimitError);
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(error.message).toMatch(/Too many verification requests.*wait \d+ seconds/);
    // Another address is not affected.
    await expect(
      verifyCertificate(getDb(), "unknown-code", { clientIp: ip() }),
    ).resolves.toMatchObject({ status: "not_found" });
  });

  it("limits look-ups by certificate number separately and more tightly; code look-ups are unaffected", async () => {
    const business = await createCertifiedBusiness({ businessName: "Numbered Wildlife Co." });
    const clientIp = ip();
    const before = await getDb().select().from(rateLimits);
    for (let i = 0; i < VERIFY_NUMBER_RATE_LIMIT.burst; i++) {
      const result = await verifyCertificate(getDb(), `2026-${String(10000 + i)}`, { clientIp });
      expect(result.status).toBe("not_found");
    }
    const refused = await verifyCertificate(getDb(), business.certificateNumber, {
      clientIp,
    }).catch((e) => e);
    expect(refused).toBeInstanceOf(VerifyRateLimitError);
    expect(refused.retryAfter).toBe(VERIFY_NUMBER_RATE_LIMIT.everySeconds);
    expect(refused.message).toBe(
      `Too many certificate number look-ups from your address. Please wait ${VERIFY_NUMBER_RATE_LIMIT.everySeconds} seconds and try again, or use the verification code from the certificate's QR code.`,
    );
    // The same address still verifies by code (its own, looser limit).
    expect(VERIFY_NUMBER_RATE_LIMIT.burst).toBeLessThan(VERIFY_RATE_LIMIT.max);
    await expect(
      verifyCertificate(getDb(), business.verificationCode, { clientIp }),
    ).resolves.toMatchObject({ status: "valid" });
    // And code look-ups do not use up the number allowance of another address.
    const other = ip();
    for (let i = 0; i < 20; i++) {
      await verifyCertificate(getDb(), business.verificationCode, { clientIp: other });
    }
    await expect(
      verifyCertificate(getDb(), business.certificateNumber, { clientIp: other }),
    ).resolves.toMatchObject({ status: "valid" });
    // Public reads write nothing to the database.
    expect(await getDb().select().from(rateLimits)).toEqual(before);
  });
});
