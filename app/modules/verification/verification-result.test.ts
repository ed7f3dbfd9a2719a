import { describe, expect, it } from "vitest";
import {
  prefersJson,
  rateLimitedJsonResponse,
  verificationJsonResponse,
  VERIFY_CACHE_CONTROL,
} from "./verification-result";

describe("prefersJson", () => {
  it("is true only when JSON ranks above HTML", () => {
    expect(prefersJson("application/json")).toBe(true);
    expect(prefersJson("application/json, text/plain, */*")).toBe(true);
    expect(prefersJson("text/html;q=0.5, application/json")).toBe(true);
    expect(prefersJson("Application/JSON; charset=utf-8")).toBe(true);
  });

  it("is false for browsers, wildcards and missing headers", () => {
    expect(prefersJson(null)).toBe(false);
    expect(prefersJson("")).toBe(false);
    expect(prefersJson("*/*")).toBe(false);
    expect(prefersJson("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(
      false,
    );
    expect(prefersJson("text/html, application/json")).toBe(false);
    expect(prefersJson("application/json;q=0")).toBe(false);
    expect(prefersJson("application/json;q=abc")).toBe(false);
  });
});

const revokedResult = () => ({
  status: "revoked" as const,
  certificateNumber: "2026-00001",
  businessName: "A",
  businessAddress: "B",
  issueDate: "2026-01-01T00:00:00.000Z",
  expiryDate: "2027-01-01T00:00:00.000Z",
  revokedAt: "2026-02-01T00:00:00.000Z",
  suspendedAt: null,
  standardsVersion: null,
});

describe("JSON responses", () => {
  it("answers 404 for not found and 200 otherwise, cacheable for a minute, varying by Accept", async () => {
    const notFound = verificationJsonResponse({
      status: "not_found",
      certificateNumber: null,
      businessName: null,
      businessAddress: null,
      issueDate: null,
      expiryDate: null,
      revokedAt: null,
      suspendedAt: null,
      standardsVersion: null,
    });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("Cache-Control")).toBe(VERIFY_CACHE_CONTROL);
    expect(notFound.headers.get("Vary")).toBe("Accept");
    expect((await notFound.json()).status).toBe("not_found");
    const revoked = verificationJsonResponse({
      status: "revoked",
      certificateNumber: "2026-00001",
      businessName: "A",
      businessAddress: "B",
      issueDate: "2026-01-01T00:00:00.000Z",
      expiryDate: "2027-01-01T00:00:00.000Z",
      revokedAt: "2026-02-01T00:00:00.000Z",
      suspendedAt: null,
      standardsVersion: null,
    });
    expect(revoked.status).toBe(200);
    // /api/verify answers JSON whatever the Accept: it does not vary by it.
    expect(
      verificationJsonResponse(revokedResult(), { negotiated: false }).headers.has("Vary"),
    ).toBe(false);
    expect(VERIFY_CACHE_CONTROL).toBe("public, max-age=60");
  });

  it("refuses with 429, Retry-After and no caching", async () => {
    const response = rateLimitedJsonResponse("Too many", 42);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("42");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "rate_limited", message: "Too many" });
  });
});
