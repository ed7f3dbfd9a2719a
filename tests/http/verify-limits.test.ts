import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  setVerifyClockForTests,
  VERIFY_NUMBER_RATE_LIMIT,
} from "~/modules/verification/verify-certificate.server";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { appRequest } from "../helpers/http";

// The limiter's clock stands still: no refill however long the requests take.
const frozen = Date.now();
beforeAll(() => setVerifyClockForTests(() => frozen));
afterAll(() => setVerifyClockForTests(undefined));

describe("/api/verify/{number} and /verify/{number} rate limits", () => {
  it("answer 429 with Retry-After past the number limit, while code look-ups go on", async () => {
    const business = await createCertifiedBusiness({ businessName: "Limit Check Wildlife Co." });
    const headers = { "x-hap-client-ip": "203.0.113.201" };
    for (let i = 0; i < VERIFY_NUMBER_RATE_LIMIT.burst; i++) {
      const path =
        i % 2 === 0 ? `/api/verify/${business.certificateNumber}` : `/verify/2026-9${i}0000`;
      const response = await appRequest(path, { headers });
      expect(response.status, path).toBeLessThan(429);
    }
    const api = await appRequest(`/api/verify/${business.certificateNumber}`, { headers });
    expect(api.status).toBe(429);
    expect(api.headers.get("retry-after")).toBe(String(VERIFY_NUMBER_RATE_LIMIT.everySeconds));
    const page = await appRequest(`/verify/${business.certificateNumber}`, { headers });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain("Too many certificate number look-ups from your address");
    const byCode = await appRequest(`/api/verify/${business.verificationCode}`, { headers });
    expect(byCode.status).toBe(200);
    expect(await byCode.json()).toMatchObject({ status: "valid" });
  });
});
