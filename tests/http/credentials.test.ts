/**
 * Verifiable credentials over HTTP (decision 052): the DID document, the
 * issuer profile, a certificate's credential (and its download), the signed
 * status lists through the public page cache (a revocation shows at once),
 * the verification page and the certificate page offering the credential,
 * and clear 404s for anything unknown or malformed.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { applications, certificates } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { decodeList } from "@digitalbazaar/vc-bitstring-status-list";
import { verifyCredential } from "~/modules/credentials/index.server";
import { publicPageCache } from "~/modules/public-cache/public-page-cache.server";
import { createCertifiedBusiness } from "../helpers/certified-business";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser } from "../helpers/users";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const anonymous = (path: string) => appRequest(path, { publicCache: true });

beforeEach(() => publicPageCache.clear());

/** An approved, paid application whose certificate staff issue through the app. */
async function issuedThroughTheApp() {
  const admin = await createTestUser("administrator");
  const owner = await createTestUser("applicant");
  const [app] = await getDb()
    .insert(applications)
    .values({
      applicantId: owner.userId,
      status: "approved",
      paymentStatus: "membership-fee-paid",
      businessName: "Lantern Wildlife Removal",
      businessAddress: {
        street: "9 Lantern Way",
        city: "Portland",
        region: "Oregon",
        postalCode: "97201",
        country: "United States",
      },
      contactName: "Lee Lantern",
      contactEmail: "lee@lantern.example",
      contactPhone: "+1 503 555 0101",
    })
    .returning();
  const generated = await appRequest(`/dashboard/applications/${app!.id}`, {
    cookie: admin.cookie,
    form: { intent: "generate-certificate" },
  });
  expect(generated.status).toBe(302);
  const [certificate] = await getDb()
    .select()
    .from(certificates)
    .where(eq(certificates.applicationId, app!.id));
  return { admin, owner, certificate: certificate! };
}

describe("issuer identity", () => {
  it("publishes the did:web DID document and the issuer profile", async () => {
    const did = await anonymous("/.well-known/did.json");
    expect(did.status).toBe(200);
    expect(did.headers.get("content-type")).toMatch(/^application\/did\+ld\+json/);
    const doc = (await did.json()) as Json;
    expect(doc.id).toBe("did:web:localhost%3A3000");
    expect(doc.verificationMethod[0]).toMatchObject({
      type: "Multikey",
      controller: doc.id,
    });
    expect(doc.assertionMethod).toContain(doc.verificationMethod[0].id);
    expect(JSON.stringify(doc)).not.toMatch(/secret/i);

    const issuer = await anonymous("/credentials/issuer");
    expect(issuer.status).toBe(200);
    expect(await issuer.json()).toMatchObject({
      id: doc.id,
      type: ["Profile"],
      name: "Humane Accreditation Portal",
      url: "http://localhost:3000",
    });
  });
});

describe("a certificate's credential", () => {
  it("is served as application/vc+ld+json, downloads with the certificate number, and verifies", async () => {
    const { certificate } = await issuedThroughTheApp();
    const response = await anonymous(`/credentials/${certificate.verificationCode}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/vc\+ld\+json/);
    expect(response.headers.get("content-disposition")).toBeNull();
    const credential = (await response.json()) as Json;
    expect(credential.credentialSubject.name).toBe("Lantern Wildlife Removal");
    expect(await verifyCredential(getDb(), credential)).toMatchObject({ verified: true });

    const download = await anonymous(`/credentials/${certificate.verificationCode}?download=1`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="humane-accreditation-${certificate.certificateNumber}.vc.json"`,
    );
  });

  it("every credential answer is open to other origins (CORS, decision 053), with a preflight and 405 on writes", async () => {
    const { certificate } = await issuedThroughTheApp();
    for (const path of [
      `/credentials/${certificate.verificationCode}`,
      "/credentials/issuer",
      "/credentials/status/revocation/1",
      "/.well-known/did.json",
    ]) {
      const answer = await anonymous(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("access-control-allow-origin"), path).toBe("*");
      const preflight = await appRequest(path, {
        method: "OPTIONS",
        headers: {
          origin: "https://partner.example",
          "access-control-request-method": "GET",
        },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get("access-control-allow-methods"), path).toContain("GET");
      const write = await appRequest(path, { method: "POST", origin: null, body: "x" });
      expect(write.status, path).toBe(405);
    }
  });

  it("answers unknown and malformed codes with a 404 JSON, never a 500", async () => {
    for (const path of [
      "/credentials/thisCodeDoesNotExistAnywhere1234567890abcdef",
      "/credentials/short",
      "/credentials/" + "x".repeat(400),
      "/credentials/%ff",
      "/credentials/a%2Fb",
      "/credentials/status/revocation/0",
      "/credentials/status/revocation/999999",
      "/credentials/status/expiry/1",
      "/credentials/status/revocation/abc",
    ]) {
      const response = await anonymous(path);
      expect(response.status, path).toBe(404);
      const body = (await response.json()) as Json;
      expect(body.error, path).toBe("not_found");
      expect(body.message, path).toMatch(/No (verifiable credential|such status list)/);
    }
    // A NUL byte is refused before any route with 400 and a clear message (issue 24).
    const nul = await anonymous("/credentials/%00%ff");
    expect(nul.status).toBe(400);
    expect(await nul.text()).toContain("not allowed (a NUL byte)");
  });

  it("a certificate inserted without one (older data) gets its credential on first request", async () => {
    const business = await createCertifiedBusiness({ businessName: "Late Credential Co" });
    const response = await anonymous(`/credentials/${business.verificationCode}`);
    expect(response.status).toBe(200);
    const credential = (await response.json()) as Json;
    expect(await verifyCredential(getDb(), credential)).toMatchObject({ verified: true });
  });
});

describe("status lists and revocation", () => {
  it("a revocation shows in the cached status list at once and the credential then verifies as revoked", async () => {
    const { admin, certificate } = await issuedThroughTheApp();
    const credential = (await (
      await anonymous(`/credentials/${certificate.verificationCode}`)
    ).json()) as Json;
    const entry = credential.credentialStatus[0];
    const listPath = new URL(entry.statusListCredential).pathname;
    const index = Number(entry.statusListIndex);

    const first = await anonymous(listPath);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^application\/vc\+ld\+json/);
    const before = (await first.json()) as Json;
    expect(before.type).toEqual(["VerifiableCredential", "BitstringStatusListCredential"]);
    expect(before.proof.cryptosuite).toBe("eddsa-rdfc-2022");
    expect(
      (await decodeList({ encodedList: before.credentialSubject.encodedList })).getStatus(index),
    ).toBe(false);
    expect((await anonymous(listPath)).headers.get("x-public-cache")).toBe("hit");

    const view = `/dashboard/certificates/view/${certificate.id}`;
    const revoked = await appRequest(view, {
      cookie: admin.cookie,
      form: { reason: "Failed the follow-up audit", confirm: "yes" },
    });
    expect(revoked.status).toBe(200);

    const after = await anonymous(listPath);
    expect(after.headers.get("x-public-cache")).toBe("miss");
    const list = (await after.json()) as Json;
    expect(
      (await decodeList({ encodedList: list.credentialSubject.encodedList })).getStatus(index),
    ).toBe(true);
    expect(await verifyCredential(getDb(), credential)).toMatchObject({
      proofValid: true,
      revoked: true,
      verified: false,
    });
    // The suspension list is there, unused: nothing suspended.
    const suspension = await anonymous(
      new URL(credential.credentialStatus[1].statusListCredential).pathname,
    );
    expect(suspension.status).toBe(200);
  });
});

describe("where people get it", () => {
  it("the verification page advertises and links the credential; the certificate page offers it, revoked too", async () => {
    const { admin, owner, certificate } = await issuedThroughTheApp();
    const page = await appRequest(`/verify/${certificate.verificationCode}`, {
      headers: { "x-test-client-ip": "203.0.113.77" },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    const href = `/credentials/${certificate.verificationCode}`;
    expect(html).toContain(`<link rel="alternate" type="application/vc+ld+json" href="${href}"/>`);
    expect(html).toContain(`href="${href}?download=1"`);
    expect(visibleText(html)).toContain("Download verifiable credential");

    // By certificate number, the page links the same credential.
    const byNumber = await appRequest(`/verify/${certificate.certificateNumber}`);
    expect(await byNumber.text()).toContain(`href="${href}?download=1"`);

    const view = `/dashboard/certificates/view/${certificate.id}`;
    const own = await appRequest(view, { cookie: owner.cookie });
    expect(own.status).toBe(200);
    const ownHtml = await own.text();
    expect(ownHtml).toContain(`href="${href}?download=1"`);

    await appRequest(view, {
      cookie: admin.cookie,
      form: { reason: "Closed", confirm: "yes" },
    });
    const revokedView = visibleText(
      await (await appRequest(view, { cookie: owner.cookie })).text(),
    );
    expect(revokedView).toContain("Download verifiable credential");
    expect(revokedView).toContain(
      "This certificate has been revoked: the credential's status list says so.",
    );
  });
});
