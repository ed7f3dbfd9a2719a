/**
 * Public verification and directory pages over HTTP (moved from the former
 * route-level integration tests): page data and HTTP status, JSON content
 * negotiation, the JSON API, the per-client limit, and the directory filters.
 */
import { describe, expect, it, onTestFinished } from "vitest";
import { CLIENT_IP_HEADER } from "~/lib/client-address.server";
import {
  setVerifyClockForTests,
  VERIFY_RATE_LIMIT,
} from "~/modules/verification/verify-certificate.server";
import type { loader as businessLoader } from "~/routes/public/directory-business";
import type { loader as directoryLoader } from "~/routes/public/directory";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { appRequest, routeData } from "../helpers/http";

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const from = (ip = freshIp(), headers: Record<string, string> = {}) => ({
  headers: { [CLIENT_IP_HEADER]: ip, ...headers },
});

async function json(response: Response) {
  return { status: response.status, body: await response.json(), headers: response.headers };
}

type VerifyData = {
  mode: string;
  error: string;
  message: string;
  result: { status: string; revokedAt: string | null };
};

describe("/verify and /verify/{id}", () => {
  it("shows the form, refuses an empty value at the field and sends a value to its page", async () => {
    const plain = await routeData("/verify", from());
    expect(plain.data).toEqual({ mode: "form" });

    const empty = await routeData("/verify?code=+++", from());
    expect(empty.status).toBe(400);
    expect((empty.data as VerifyData).error).toBe(
      "Enter a verification code or a certificate number",
    );

    const redirect = await appRequest("/verify?code=+2026-00042+", from());
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/verify/2026-00042");
    const encoded = await appRequest("/verify?code=a%2Fb%3Fc", from());
    expect(encoded.headers.get("Location")).toBe("/verify/a%2Fb%3Fc");
  });

  it("renders valid, expired, revoked and not found results with their HTTP status", async () => {
    const valid = await createCertifiedBusiness({ businessName: "Route Valid Co." });
    const expired = await createCertifiedBusiness({ expiresInDays: -2 });
    const revoked = await createCertifiedBusiness({
      status: "revoked",
      revokedAt: new Date("2026-05-06T07:08:09.000Z"),
    });
    const cases = [
      [valid.verificationCode, "valid", 200],
      [valid.certificateNumber, "valid", 200],
      [expired.verificationCode, "expired", 200],
      [revoked.certificateNumber, "revoked", 200],
      ["does-not-exist", "not_found", 404],
    ] as const;
    for (const [id, status, httpStatus] of cases) {
      const result = await routeData(`/verify/${id}`, from());
      const data = result.data as VerifyData;
      expect([id, data.mode, data.result.status, result.status]).toEqual([
        id,
        "result",
        status,
        httpStatus,
      ]);
    }
    const revokedPage = await routeData(`/verify/${revoked.verificationCode}`, from());
    expect((revokedPage.data as VerifyData).result.revokedAt).toBe("2026-05-06T07:08:09.000Z");
  });

  it("answers JSON when the Accept header prefers it, and lets browsers through", async () => {
    const business = await createCertifiedBusiness({
      businessName: "Json Wildlife Co.",
      address: {
        street: "1 Rue Principale",
        city: "Montréal",
        region: "Quebec",
        postalCode: "H2X 1Y4",
        country: "Canada",
      },
    });
    const id = business.verificationCode;
    const answer = await appRequest(
      `/verify/${id}`,
      from(undefined, { Accept: "application/json" }),
    );
    const body = await json(answer);
    expect(body.status).toBe(200);
    expect(body.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(body.body).toEqual({
      status: "valid",
      certificateNumber: business.certificateNumber,
      businessName: "Json Wildlife Co.",
      businessAddress: "1 Rue Principale, Montréal, Quebec, H2X 1Y4, Canada",
      issueDate: business.issueDate.toISOString(),
      expiryDate: business.expiryDate.toISOString(),
      revokedAt: null,
      suspendedAt: null,
      standardsVersion: null,
    });

    // Browsers get the page; the form page (no id) is never JSON.
    for (const [path, accept] of [
      [`/verify/${id}`, "text/html,application/xhtml+xml,*/*;q=0.8"],
      [`/verify/${id}`, "*/*"],
      ["/verify", "application/json"],
    ] as const) {
      const page = await appRequest(path, from(undefined, { Accept: accept }));
      expect([path, accept, page.headers.get("content-type")]).toEqual([
        path,
        accept,
        expect.stringMatching(/^text\/html/),
      ]);
    }
  });

  it("/api/verify/{id} gives the JSON facts, 404 for unknown codes", async () => {
    const revoked = await createCertifiedBusiness({ status: "revoked" });
    const found = await json(await appRequest(`/api/verify/${revoked.certificateNumber}`, from()));
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ status: "revoked", revokedAt: expect.any(String) });
    const missing = await json(await appRequest("/api/verify/nope", from()));
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(missing.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(missing.body.status).toBe("not_found");
  });

  it("refuses a client over the limit with 429 on the page and in JSON", async () => {
    // The limiter's clock stands still: no refill however long the database takes.
    const frozen = Date.now();
    setVerifyClockForTests(() => frozen);
    onTestFinished(() => setVerifyClockForTests(undefined));
    const ip = freshIp();
    for (let i = 0; i < VERIFY_RATE_LIMIT.max; i++) {
      await (await appRequest("/api/verify/x", from(ip))).arrayBuffer();
    }
    const page = await routeData("/verify/x", from(ip));
    expect(page.status).toBe(429);
    expect((page.data as VerifyData).mode).toBe("rate_limited");
    expect((page.data as VerifyData).message).toMatch(/^Too many verification requests/);
    const document = await appRequest("/verify/x", from(ip));
    expect(document.status).toBe(429);
    expect(document.headers.get("Retry-After")).toMatch(/^\d+$/);

    const api = await json(await appRequest("/api/verify/x", from(ip)));
    expect(api.status).toBe(429);
    expect(api.body.error).toBe("rate_limited");
    expect(api.headers.get("Retry-After")).toMatch(/^\d+$/);

    // Another address still gets its answer.
    const other = await appRequest("/api/verify/x", from());
    expect(other.status).toBe(404);
  });
});

describe("/directory and /directory/{id}", () => {
  type Directory = Awaited<ReturnType<typeof directoryLoader>>;
  type Business = Awaited<ReturnType<typeof businessLoader>>;

  it("lists with the URL's search, filters and page; ignores malformed values", async () => {
    await createCertifiedBusiness({
      businessName: "Prairie Bat Care",
      address: { region: "Manitoba", country: "Canada", city: "Winnipeg" },
      services: ["Bat exclusion"],
    });
    await createCertifiedBusiness({ businessName: "Prairie Revoked", status: "revoked" });
    const found = (
      await routeData("/directory?q=prairie&region=Manitoba&service=Bat+exclusion&page=1", from())
    ).data as Directory;
    expect(found.filter).toEqual({
      q: "prairie",
      region: "Manitoba",
      service: "Bat exclusion",
      page: 1,
    });
    expect(found.list.rows.map((r) => r.businessName)).toEqual(["Prairie Bat Care"]);

    const odd = (await routeData("/directory?q=prairie&service=Teleportation&page=abc", from()))
      .data as Directory;
    expect(odd.filter).toMatchObject({ service: "", page: 1 });
    expect(odd.list.rows.map((r) => r.businessName)).toEqual(["Prairie Bat Care"]);
  });

  it("shows a listed business and answers 404 once it is no longer certified", async () => {
    const listed = await createCertifiedBusiness({ businessName: "Listed Critter Co." });
    const shown = (await routeData(`/directory/${listed.certificateId}`, from())).data as Business;
    expect(shown.business.businessName).toBe("Listed Critter Co.");
    expect(shown.business.certificateNumber).toBe(listed.certificateNumber);

    const expired = await createCertifiedBusiness({ expiresInDays: -1 });
    for (const id of [expired.certificateId, "not-a-uuid"]) {
      const thrown = await routeData(`/directory/${id}`, from());
      expect(thrown.status).toBe(404);
    }
  });
});
