import { describe, expect, it, onTestFinished } from "vitest";
import { CLIENT_IP_HEADER } from "~/modules/auth/auth.server";
import {
  setVerifyClockForTests,
  VERIFY_RATE_LIMIT,
} from "~/modules/verification/verify-certificate.server";
import { loader as apiVerifyLoader } from "~/routes/api/verify-certificate";
import { loader as businessLoader } from "~/routes/public/directory-business";
import { loader as directoryLoader } from "~/routes/public/directory";
import { loader as verifyLoader, middleware as verifyMiddleware } from "~/routes/public/verify";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { makeRequest, routeArgs, settle } from "../helpers/requests";

type DataResult<T> = { data: T; init: { status?: number; headers?: HeadersInit } | null };

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const request = (path: string, headers: Record<string, string> = {}, ip = freshIp()) =>
  makeRequest(path, { headers: { [CLIENT_IP_HEADER]: ip, ...headers } });

async function json(response: Response) {
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe("/verify and /verify/{id}", () => {
  it("shows the form, refuses an empty value at the field and sends a value to its page", async () => {
    const plain = (await verifyLoader(routeArgs(request("/verify")))) as DataResult<unknown>;
    expect(plain.data).toEqual({ mode: "form" });

    const empty = (await verifyLoader(routeArgs(request("/verify?code=+++")))) as DataResult<{
      error: string;
    }>;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.error).toBe("Enter a verification code or a certificate number");

    const redirect = (await settle(() =>
      verifyLoader(routeArgs(request("/verify?code=+2026-00042+"))),
    )) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/verify/2026-00042");
    const encoded = (await settle(() =>
      verifyLoader(routeArgs(request("/verify?code=a%2Fb%3Fc"))),
    )) as Response;
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
      const result = (await verifyLoader(
        routeArgs(request(`/verify/${id}`), { id }),
      )) as DataResult<{ mode: string; result: { status: string; revokedAt: string | null } }>;
      expect([id, result.data.mode, result.data.result.status, result.init?.status ?? 200]).toEqual(
        [id, "result", status, httpStatus],
      );
    }
    const revokedPage = (await verifyLoader(
      routeArgs(request(`/verify/${revoked.verificationCode}`), { id: revoked.verificationCode }),
    )) as DataResult<{ result: { revokedAt: string } }>;
    expect(revokedPage.data.result.revokedAt).toBe("2026-05-06T07:08:09.000Z");
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
    const middleware = verifyMiddleware[0]!;
    let nextCalled = 0;
    const next = async () => {
      nextCalled += 1;
      return new Response("page");
    };
    const answer = (await middleware(
      {
        request: request(`/verify/${id}`, { Accept: "application/json" }),
        params: { id },
        context: {},
      } as never,
      next as never,
    )) as Response;
    expect(nextCalled).toBe(0);
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
    });

    for (const accept of ["text/html,application/xhtml+xml,*/*;q=0.8", "*/*"]) {
      await middleware(
        {
          request: request(`/verify/${id}`, { Accept: accept }),
          params: { id },
          context: {},
        } as never,
        next as never,
      );
    }
    // The form page (no id) is never JSON.
    await middleware(
      {
        request: request("/verify", { Accept: "application/json" }),
        params: {},
        context: {},
      } as never,
      next as never,
    );
    expect(nextCalled).toBe(3);
  });

  it("/api/verify/{id} gives the JSON facts, 404 for unknown codes", async () => {
    const revoked = await createCertifiedBusiness({ status: "revoked" });
    const found = await json(
      (await apiVerifyLoader(
        routeArgs(request(`/api/verify/${revoked.certificateNumber}`), {
          id: revoked.certificateNumber,
        }),
      )) as Response,
    );
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ status: "revoked", revokedAt: expect.any(String) });
    const missing = await json(
      (await apiVerifyLoader(routeArgs(request("/api/verify/nope"), { id: "nope" }))) as Response,
    );
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
      await apiVerifyLoader(routeArgs(request("/api/verify/x", {}, ip), { id: "x" }));
    }
    const page = (await verifyLoader(
      routeArgs(request("/verify/x", {}, ip), { id: "x" }),
    )) as DataResult<{ mode: string; message: string }>;
    expect(page.init?.status).toBe(429);
    expect(page.data.mode).toBe("rate_limited");
    expect(page.data.message).toMatch(/^Too many verification requests/);
    expect(new Headers(page.init?.headers).get("Retry-After")).toMatch(/^\d+$/);

    const api = await json(
      (await apiVerifyLoader(routeArgs(request("/api/verify/x", {}, ip), { id: "x" }))) as Response,
    );
    expect(api.status).toBe(429);
    expect(api.body.error).toBe("rate_limited");
    expect(api.headers.get("Retry-After")).toMatch(/^\d+$/);

    // Another address still gets its answer.
    const other = (await apiVerifyLoader(
      routeArgs(request("/api/verify/x"), { id: "x" }),
    )) as Response;
    expect(other.status).toBe(404);
  });
});

describe("/directory and /directory/{id}", () => {
  it("lists with the URL's search, filters and page; ignores malformed values", async () => {
    await createCertifiedBusiness({
      businessName: "Prairie Bat Care",
      address: { region: "Manitoba", country: "Canada", city: "Winnipeg" },
      services: ["Bat exclusion"],
    });
    await createCertifiedBusiness({ businessName: "Prairie Revoked", status: "revoked" });
    const found = await directoryLoader(
      routeArgs(request("/directory?q=prairie&region=Manitoba&service=Bat+exclusion&page=1")),
    );
    expect(found.filter).toEqual({
      q: "prairie",
      region: "Manitoba",
      service: "Bat exclusion",
      page: 1,
    });
    expect(found.list.rows.map((r) => r.businessName)).toEqual(["Prairie Bat Care"]);

    const odd = await directoryLoader(
      routeArgs(request("/directory?q=prairie&service=Teleportation&page=abc")),
    );
    expect(odd.filter).toMatchObject({ service: "", page: 1 });
    expect(odd.list.rows.map((r) => r.businessName)).toEqual(["Prairie Bat Care"]);
  });

  it("shows a listed business and answers 404 once it is no longer certified", async () => {
    const listed = await createCertifiedBusiness({ businessName: "Listed Critter Co." });
    const shown = await businessLoader(
      routeArgs(request(`/directory/${listed.certificateId}`), { id: listed.certificateId }),
    );
    expect(shown.business.businessName).toBe("Listed Critter Co.");
    expect(shown.business.certificateNumber).toBe(listed.certificateNumber);

    const expired = await createCertifiedBusiness({ expiresInDays: -1 });
    for (const id of [expired.certificateId, "not-a-uuid"]) {
      const thrown = (await settle(() =>
        businessLoader(routeArgs(request(`/directory/${id}`), { id })),
      )) as { init: { status: number } };
      expect(thrown.init.status).toBe(404);
    }
  });
});
