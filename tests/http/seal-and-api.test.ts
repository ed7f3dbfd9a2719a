/**
 * The open verification interface over HTTP (decision 053): CORS and the
 * preflight on /api/verify and the seal, Vary on what each answer varies on,
 * the live seal's states, caching and its change on revocation through the
 * public page cache, and the OpenAPI document — validated by an independent
 * validator, and checked against what /api/verify really answers.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/lib/client-address.server";
import { openApiDocument } from "~/modules/verification/index.server";
import { publicPageCache } from "~/modules/public-cache/index.server";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser } from "../helpers/users";

let ipCounter = 0;
const from = (headers: Record<string, string> = {}) => ({
  headers: { [CLIENT_IP_HEADER]: `192.0.2.${++ipCounter}`, ...headers },
});
const ELSEWHERE = "https://insurer.example";

function varyOf(response: Response): string[] {
  return (response.headers.get("vary") ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

describe("/api/verify/{id} for other origins", () => {
  it("answers GET and HEAD with Access-Control-Allow-Origin: * and varies by nothing but encoding", async () => {
    const business = await createCertifiedBusiness();
    const get = await appRequest(
      `/api/verify/${business.verificationCode}`,
      from({ Origin: ELSEWHERE }),
    );
    expect(get.status).toBe(200);
    expect(get.headers.get("access-control-allow-origin")).toBe("*");
    expect(get.headers.get("access-control-allow-credentials")).toBeNull();
    expect(varyOf(get)).not.toContain("accept");
    const head = await appRequest(`/api/verify/${business.verificationCode}`, {
      method: "HEAD",
      ...from({ Origin: ELSEWHERE }),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("access-control-allow-origin")).toBe("*");
    // Through the public page cache (as the production server answers anonymous GETs).
    const cached = await appRequest(`/api/verify/${business.verificationCode}`, {
      ...from({ Origin: ELSEWHERE }),
      publicCache: true,
    });
    expect(cached.headers.get("access-control-allow-origin")).toBe("*");
    expect(varyOf(cached)).toEqual(["cookie", "accept-encoding"]);
  });

  it("answers not found, rate limited and a malformed id with CORS too (a reader can see why)", async () => {
    const missing = await appRequest("/api/verify/%E0%A4%A", from({ Origin: ELSEWHERE }));
    expect([400, 404]).toContain(missing.status);
    const unknown = await appRequest("/api/verify/no-such-code", from({ Origin: ELSEWHERE }));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("access-control-allow-origin")).toBe("*");
    const ip = from({ Origin: ELSEWHERE });
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) last = await appRequest(`/api/verify/2099-${10000 + i}`, ip);
    expect(last!.status).toBe(429);
    expect(last!.headers.get("access-control-allow-origin")).toBe("*");
    expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("answers a CORS preflight with 204, the methods, headers and how long to keep it; writes get 405", async () => {
    const business = await createCertifiedBusiness();
    const preflight = await appRequest(`/api/verify/${business.verificationCode}`, {
      method: "OPTIONS",
      headers: {
        Origin: ELSEWHERE,
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "accept",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Accept/);
    expect(Number(preflight.headers.get("access-control-max-age"))).toBeGreaterThanOrEqual(600);
    const post = await appRequest(`/api/verify/${business.verificationCode}`, {
      method: "POST",
      body: "",
    });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    // A cross-site write is refused before any route (decision 019).
    const crossSite = await appRequest(`/api/verify/${business.verificationCode}`, {
      method: "POST",
      body: "",
      origin: ELSEWHERE,
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("/verify/{id}: HTML or JSON by Accept", () => {
  it("sends Vary: Accept on both, also from the public page cache", async () => {
    const business = await createCertifiedBusiness();
    const path = `/verify/${business.verificationCode}`;
    const html = await appRequest(path, from({ Accept: "text/html" }));
    expect(html.headers.get("content-type")).toMatch(/text\/html/);
    expect(varyOf(html)).toContain("accept");
    const json = await appRequest(path, from({ Accept: "application/json" }));
    expect(json.headers.get("content-type")).toMatch(/application\/json/);
    expect(varyOf(json)).toContain("accept");
    expect(json.headers.get("access-control-allow-origin")).toBe("*");
    await appRequest(path, { ...from({ Accept: "text/html" }), publicCache: true });
    const hit = await appRequest(path, { ...from({ Accept: "text/html" }), publicCache: true });
    expect(hit.headers.get("x-public-cache")).toBe("hit");
    expect(varyOf(hit)).toEqual(expect.arrayContaining(["accept", "accept-encoding", "cookie"]));
  });
});

describe("the live seal", () => {
  it("serves the SVG open to every origin, briefly cached with an ETag, 304 when unchanged", async () => {
    const business = await createCertifiedBusiness({ businessName: "Seal Valid Co." });
    const response = await appRequest(
      `/seal/${business.verificationCode}.svg`,
      from({ Origin: ELSEWHERE }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const svg = await response.text();
    expect(svg).toContain(">Accredited</text>");
    expect(svg).toContain("Seal Valid Co.");
    expect(svg).not.toMatch(/<script/i);
    const again = await appRequest(
      `/seal/${business.verificationCode}.svg`,
      from({ "If-None-Match": etag! }),
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const png = await appRequest(`/seal/${business.verificationCode}.png`, from());
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  });

  it("shows expired and revoked certificates as such", async () => {
    const expired = await createCertifiedBusiness({ expiresInDays: -3 });
    const revoked = await createCertifiedBusiness({
      status: "revoked",
      revokedAt: new Date("2026-03-04T15:00:00Z"),
    });
    const e = await (await appRequest(`/seal/${expired.verificationCode}.svg`, from())).text();
    expect(e).toContain(">Expired</text>");
    const r = await (await appRequest(`/seal/${revoked.verificationCode}.svg`, from())).text();
    expect(r).toContain(">Revoked</text>");
    expect(r).toContain(">on Mar 4, 2026</text>");
  });

  it("answers 404 without a seal for an unknown code, a certificate number or another file; never 500", async () => {
    const business = await createCertifiedBusiness();
    for (const file of [
      "no-such-code.svg",
      `${business.certificateNumber}.svg`,
      `${business.verificationCode}.gif`,
      business.verificationCode,
      "%2e%2e%2fetc.svg",
      `${"x".repeat(300)}.png`,
    ]) {
      const response = await appRequest(`/seal/${file}`, from());
      expect(response.status, file).toBe(404);
      expect(response.headers.get("content-type"), file).toMatch(/^text\/plain/);
      expect(await response.text()).toBe("No certificate has this seal.\n");
    }
    const preflight = await appRequest(`/seal/${business.verificationCode}.svg`, {
      method: "OPTIONS",
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
  });

  it("is served from the public page cache and changes at once when the certificate is revoked", async () => {
    const business = await createCertifiedBusiness({ businessName: "Seal Revoked Later Co." });
    const admin = await createTestUser("administrator");
    const path = `/seal/${business.verificationCode}.svg`;
    const first = await appRequest(path, { ...from(), publicCache: true });
    expect(await first.text()).toContain(">Accredited</text>");
    const hit = await appRequest(path, { ...from(), publicCache: true });
    expect(hit.headers.get("x-public-cache")).toBe("hit");
    expect(hit.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(hit.headers.get("access-control-allow-origin")).toBe("*");
    const etag = hit.headers.get("etag");
    // PNG answers are stored as they are (never gzipped again).
    await appRequest(path.replace(".svg", ".png"), { ...from(), publicCache: true });
    const pngHit = await appRequest(path.replace(".svg", ".png"), {
      ...from({ "Accept-Encoding": "gzip" }),
      publicCache: true,
    });
    expect(pngHit.headers.get("x-public-cache")).toBe("hit");
    expect(pngHit.headers.get("content-encoding")).toBeNull();

    const revoke = await appRequest(`/dashboard/certificates/view/${business.certificateId}`, {
      cookie: admin.cookie,
      form: { reason: "Glue traps found in use.", confirm: "yes" },
    });
    expect(visibleText(await revoke.text())).toContain("is revoked");

    const after = await appRequest(path, {
      ...from({ "If-None-Match": etag! }),
      publicCache: true,
    });
    expect(after.status).toBe(200);
    expect(after.headers.get("x-public-cache")).toBe("miss");
    expect(await after.text()).toContain(">Revoked</text>");
    expect(publicPageCache.size).toBeGreaterThan(0);
  });
});

/** Ajv over the document's own schemas (JSON Schema 2020-12, as OpenAPI 3.1 uses). */
function schemaValidator(name: keyof typeof openApiDocument.components.schemas) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({
    $id: "https://openapi.test/doc",
    ...JSON.parse(JSON.stringify(openApiDocument)),
  });
  const validate = ajv.getSchema(`https://openapi.test/doc#/components/schemas/${name}`);
  if (!validate) throw new Error(`no schema ${name}`);
  return validate;
}

describe("/api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document (independent validator), served open to every origin", async () => {
    const response = await appRequest("/api/openapi.json", from({ Origin: ELSEWHERE }));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const served = await response.json();
    expect(served.openapi).toBe("3.1.0");
    expect(served.servers).toEqual([{ url: "http://localhost:3000" }]);
    const result = await new Validator().validate(served);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const path of [
      "/api/verify/{id}",
      "/seal/{verificationCode}.svg",
      "/seal/{verificationCode}.png",
      "/credentials/{verificationCode}",
      "/credentials/issuer",
      "/credentials/status/{purpose}/{list}",
      "/.well-known/did.json",
    ]) {
      expect(Object.keys(served.paths)).toContain(path);
    }
    // A broken document is refused by the same validator (the check has teeth).
    const broken = await new Validator().validate({
      ...served,
      paths: { "/x": { get: { responses: { "200": {} } } } },
    });
    expect(broken.valid).toBe(false);
  });

  it("describes what /api/verify really answers: found, not found and rate limited", async () => {
    const valid = await createCertifiedBusiness();
    const revoked = await createCertifiedBusiness({ status: "revoked" });
    const expired = await createCertifiedBusiness({ expiresInDays: -1 });
    const found = schemaValidator("VerificationFound");
    const notFound = schemaValidator("VerificationNotFound");
    const limited = schemaValidator("RateLimited");
    const documented = openApiDocument.paths["/api/verify/{id}"].get.responses;
    for (const business of [valid, revoked, expired]) {
      for (const id of [business.verificationCode, business.certificateNumber]) {
        const response = await appRequest(`/api/verify/${id}`, from());
        expect(Object.keys(documented)).toContain(String(response.status));
        const body = await response.json();
        expect(found(body), JSON.stringify(found.errors)).toBe(true);
        expect(notFound(body)).toBe(false);
      }
    }
    const missing = await appRequest("/api/verify/no-such-code", from());
    expect(missing.status).toBe(404);
    const missingBody = await missing.json();
    expect(notFound(missingBody), JSON.stringify(notFound.errors)).toBe(true);
    expect(found(missingBody)).toBe(false);
    const ip = from();
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) last = await appRequest(`/api/verify/2098-${10000 + i}`, ip);
    expect(last!.status).toBe(429);
    expect(limited(await last!.json())).toBe(true);
    // Every header the document promises is sent, on a 200 and a 404, by /api/verify and by
    // /verify/{id} asked for JSON, through the public page cache or not; a 200's ETag answers 304.
    const json = { Accept: "application/json" };
    for (const [status, id] of [
      ["200", valid.verificationCode],
      ["404", "no-such-code"],
    ] as const) {
      for (const path of [`/api/verify/${id}`, `/verify/${id}`]) {
        for (const publicCache of [false, true]) {
          const what = `${path} ${publicCache ? "cached" : "direct"}`;
          const answer = await appRequest(path, { ...from(json), publicCache });
          expect(String(answer.status), what).toBe(status);
          expect(answer.headers.get("content-type"), what).toMatch(/^application\/json/);
          for (const header of Object.keys(documented[status].headers)) {
            expect(answer.headers.get(header), `${what} ${header}`).not.toBeNull();
          }
          const again = await appRequest(path, {
            ...from({ ...json, "If-None-Match": answer.headers.get("etag")! }),
            publicCache,
          });
          // Preconditions apply to a 2xx answer only (RFC 9110 §13.2.1).
          expect(again.status, what).toBe(status === "200" ? 304 : 404);
        }
      }
    }
  });
});

describe("/developers", () => {
  it("explains the API, CORS, the seal and credentials, and is linked from /verify", async () => {
    const page = visibleText(await (await appRequest("/developers", from())).text());
    expect(page).toContain("Verification API for developers");
    for (const text of [
      "/api/verify/",
      "/api/openapi.json",
      "Access-Control-Allow-Origin: *",
      "/seal/",
      "/credentials/",
      "/.well-known/did.json",
    ]) {
      expect(page).toContain(text);
    }
    const verify = await (await appRequest("/verify", from())).text();
    expect(verify).toContain('href="/developers"');
    const sitemap = await (await appRequest("/sitemap.xml", from())).text();
    expect(sitemap).toContain("/developers</loc>");
  });
});
