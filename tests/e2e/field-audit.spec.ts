import crypto from "node:crypto";
import * as mupdf from "mupdf";
import sharp from "sharp";
import { expect, test, type Browser, type Page, type Route } from "./support/test";
import { demo, reviewScreenshot, samplePdf, signIn } from "./support/helpers";

/**
 * Issue 37 from finding to decision, as one journey on the demo's Desert Sun
 * audit (under way today for examiner@demo.test): the examiner works offline
 * at 390 px, the changes reach the server once; the audit is completed and
 * opens a corrective action; the business answers with evidence on its phone;
 * staff accept it; the panel approves; the audit report PDF lists it all.
 */
const BUSINESS_NAME = "Desert Sun Wildlife Exclusion";
const BUSINESS = new RegExp(BUSINESS_NAME);
const BUSINESS_ACCOUNT = "desert-sun@demo.test";

async function as(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

function pdfText(bytes: Buffer): string {
  const doc = mupdf.Document.openDocument(new Uint8Array(bytes), "application/pdf");
  let text = "";
  for (let i = 0; i < doc.countPages(); i++) {
    text += doc.loadPage(i).toStructuredText("preserve-whitespace").asText() + "\n";
  }
  return text.replace(/\s+/g, " ");
}

/** A small photo as a phone camera would give it. */
async function cameraPhoto() {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#4a7a3a" } })
    .jpeg()
    .toBuffer();
}

/** Takes a photo for a standard's finding and presses its "Add photo". */
async function addPhoto(page: Page, standard: string, name: string) {
  await page.getByLabel(`Photo for standard ${standard}`, { exact: true }).setInputFiles({
    name,
    mimeType: "image/jpeg",
    buffer: await cameraPhoto(),
  });
  await page
    .locator(`#photos-${standard}-file`)
    .locator("xpath=ancestor::td")
    .getByRole("button", { name: "Add photo" })
    .click();
}

test("from finding to decision: offline audit at 390 px sent once, corrective action answered with evidence, accepted by staff, approved, in the report PDF", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();

  // The public site still sends none of the app's scripts, and links no manifest.
  const home = await page.request.get("/");
  const homeHtml = await home.text();
  // (The e2e server's chat widget stub aside: an outside script the site may embed.)
  expect(homeHtml).not.toMatch(/<script(?![^>]*data-testid="chat-widget")/);
  expect(homeHtml).not.toContain("modulepreload");
  expect(homeHtml).not.toContain("manifest");

  // The manifest: installable, scoped to the dashboard.
  const manifest = (await (await page.request.get("/dashboard/manifest.webmanifest")).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBe("Humane Accreditation Portal");
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.display).toBe("standalone");
  expect(manifest.scope).toBe("/dashboard/");
  expect(manifest.start_url.startsWith("/dashboard")).toBe(true);
  for (const size of ["192x192", "512x512"]) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === "image/png");
    expect(icon, size).toBeTruthy();
    expect((await page.request.get(icon!.src)).headers()["content-type"]).toBe("image/png");
  }

  await signIn(page, demo.examiner);
  await page.goto("/dashboard/audits");
  await page.getByRole("link", { name: BUSINESS }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: BUSINESS })).toBeVisible();
  const auditPath = new URL(page.url()).pathname;
  const auditId = auditPath.split("/").pop()!;

  // The service worker controls the dashboard, and Chromium finds it installable.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: unknown[];
  };
  expect(installabilityErrors).toEqual([]);
  // The page is kept for offline use once visited.
  await expect
    .poll(() => page.evaluate(async (path) => Boolean(await caches.match(path)), auditPath))
    .toBe(true);

  // No connection: a finding, notes and a photo are kept on the phone.
  await context.setOffline(true);
  const notes = `Offline note ${crypto.randomUUID().slice(0, 8)}`;
  await page.getByLabel(/^Finding for standard 1,/).selectOption("minor-non-conformity");
  await page.getByLabel(/^Notes for standard 1,/).fill(notes);
  await page.getByRole("button", { name: "Save report" }).click();
  await expect(page.getByText("No connection. What you save is kept on this phone")).toBeVisible();
  await expect(
    page.getByText("Saved on this phone, not yet sent: 1 change waiting."),
  ).toBeVisible();

  await addPhoto(page, "1", "attic.jpg");
  await expect(
    page.getByText("Saved on this phone, not yet sent: 2 changes waiting."),
  ).toBeVisible();

  // The connection returns: everything is sent, in order, once.
  await context.setOffline(false);
  await expect(page.getByText(/not yet sent/)).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.getByRole("img", { name: /^Photo 1 for standard 1,/ })).toBeVisible();

  // The server has them once: a fresh page shows the finding and exactly one photo.
  await page.goto(auditPath);
  await expect(page.getByLabel(/^Finding for standard 1,/)).toHaveValue("minor-non-conformity");
  await expect(page.getByLabel(/^Notes for standard 1,/)).toHaveValue(notes);
  await expect(page.getByRole("img", { name: /for standard 1,/ })).toHaveCount(1);

  // A replayed change gets the same answer and changes nothing.
  const change = {
    key: crypto.randomUUID(),
    kind: "finding",
    standardNumber: "2",
    finding: "compliant",
    notes: notes,
    base: null,
  };
  const first = await page.request.post(`/dashboard/audits/${auditId}/sync`, { data: change });
  const again = await page.request.post(`/dashboard/audits/${auditId}/sync`, { data: change });
  expect(first.status()).toBe(200);
  const answer = await first.json();
  expect(await again.json()).toEqual(answer);

  // A photo taken with the connection up is sent at once.
  await addPhoto(page, "2", "eaves.jpg");
  const eaves = page.getByRole("img", { name: /^Photo 1 for standard 2,/ });
  await expect(eaves).toBeVisible();

  // A signal that comes and goes: the phone says it is online, but the post gets no answer.
  // The report, and a photo's deletion (confirmed on the phone), are kept on the phone
  // instead of the error screen, and sent once the posts go through.
  const noAnswer = (route: Route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue();
  await page.route(/\/dashboard\/audits\//, noAnswer);
  const weak = `Weak signal ${crypto.randomUUID().slice(0, 8)}`;
  await page.getByLabel(/^Finding for standard 3,/).selectOption("compliant");
  await page.getByLabel(/^Notes for standard 3,/).fill(weak);
  await page.getByRole("button", { name: "Save report" }).click();
  await expect(
    page.getByText("Saved on this phone, not yet sent: 1 change waiting."),
  ).toBeVisible();
  await expect(page.getByLabel(/^Notes for standard 3,/)).toHaveValue(weak);
  await page
    .getByRole("list", { name: "Photos for standard 2" })
    .getByRole("button", { name: "Delete photo 1" })
    .click();
  await page.getByRole("button", { name: "Delete photo", exact: true }).click();
  await expect(
    page.getByText("Saved on this phone, not yet sent: 2 changes waiting."),
  ).toBeVisible();
  await expect(page.getByText("Delete photo 1 for standard 2")).toBeVisible();
  await expect(eaves).toHaveCount(0);
  await reviewScreenshot(page, "field-audit-kept-390");
  await page.unroute(/\/dashboard\/audits\//, noAnswer);
  await page.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByText(/not yet sent/)).toHaveCount(0);
  await page.goto(auditPath);
  await expect(page.getByLabel(/^Notes for standard 3,/)).toHaveValue(weak);
  await expect(page.getByRole("img", { name: /for standard 2,/ })).toHaveCount(0);

  await reviewScreenshot(page, "field-audit-390");

  // Once visited, the audit page opens without a connection (the service worker's copy).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: BUSINESS })).toBeVisible();
  await expect(page.getByLabel(/^Notes for standard 1,/)).toHaveValue(notes);
  // Typing before React has taken over the field raced it (the old notes could
  // end up after the new ones): wait until it has (React marks the node).
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("#notes-2") ?? {}).some((k) => k.startsWith("__reactProps")),
  );
  // Work done on that copy is kept, and sent when the connection returns.
  const later = `After reloading offline ${crypto.randomUUID().slice(0, 8)}`;
  await page.getByLabel(/^Notes for standard 2,/).fill(later);
  await page.getByRole("button", { name: "Save report" }).click();
  await expect(
    page.getByText("Saved on this phone, not yet sent: 1 change waiting."),
  ).toBeVisible();
  await expect(page.getByText(`Standard 2: Compliant (${later})`)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/not yet sent/)).toHaveCount(0, { timeout: 30_000 });
  // Sent and taken (a refusal would be listed as not accepted).
  await expect(page.getByText("Not accepted by the server")).toHaveCount(0);

  // The examiner completes the audit: standard 1's minor non-conformity
  // becomes a corrective action for the business.
  await page.goto(auditPath);
  await expect(page.getByLabel(/^Notes for standard 2,/)).toHaveValue(later);
  for (let n = 2; n <= 15; n++) await page.locator(`#finding-${n}`).selectOption("compliant");
  await page
    .getByLabel("Overall recommendation")
    .selectOption({ label: "Approval after minor corrections" });
  await page.getByRole("button", { name: "Save and complete audit" }).click();
  await expect(
    page.getByText("The audit is completed and the report goes to the review panel."),
  ).toBeVisible();
  const panel = page.getByTestId("corrective-actions-panel");
  await expect(panel).toContainText("Minor non-conformity");
  await expect(panel).toContainText("Open: waiting for the business");

  // The business, on its phone: the action with the examiner's finding; both texts are
  // required (at the field); the answer goes with an evidence file.
  const business = await as(browser, BUSINESS_ACCOUNT, 390);
  await business.goto("/dashboard/corrective-actions");
  await expect(
    business.getByRole("heading", { level: 1, name: "Corrective actions" }),
  ).toBeVisible();
  await business.getByRole("link", { name: /^1\. / }).click();
  await expect(business.getByText(notes)).toBeVisible();
  await business.getByRole("button", { name: "Send the answer" }).click();
  await expect(business.getByText("Say what caused the non-conformity.")).toBeVisible();
  await business
    .getByLabel("What caused the non-conformity?")
    .fill("The log sheet stayed in the truck over the weekend.");
  await business
    .getByLabel("What did you change to correct it?")
    .fill("A log on every trap, checked each morning, and a weekend rota.");
  await business.getByLabel(/Evidence files/).setInputFiles(samplePdf("trap-log.pdf"));
  await business.getByRole("button", { name: "Send the answer" }).click();
  await expect(
    business.getByText("Your answer has been sent. The examiner will verify it."),
  ).toBeVisible();
  await expect(business.getByTestId("corrective-action-status")).toHaveText(
    "Answered: waiting for verification",
  );
  const actionUrl = business.url();
  await reviewScreenshot(business, "corrective-action-answered-390");
  const overflow = await business.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Staff verify: the evidence is there; accepting asks first.
  const staff = await as(browser, demo.admin, 1280);
  await staff.goto(actionUrl);
  await expect(staff.getByRole("link", { name: "trap-log.pdf" })).toBeVisible();
  await staff.getByRole("button", { name: "Accept and close" }).click();
  await staff
    .getByRole("alertdialog", { name: "Accept this corrective action?" })
    .getByRole("button", { name: "Yes, accept it" })
    .click();
  await expect(staff.getByText("The corrective action is accepted and closed.")).toBeVisible();
  await staff.goto("/dashboard/corrective-actions");
  await expect(staff.getByTestId("corrective-actions-table")).toContainText("Accepted (closed)");
  await reviewScreenshot(staff, "corrective-actions-list-1280");

  // The decision follows: with the action accepted, the panel approves without a reason
  // to approve anyway.
  await staff.goto("/dashboard/review");
  const item = staff.getByRole("article", { name: BUSINESS_NAME });
  await expect(item.getByRole("region", { name: "Corrective actions" })).toContainText("Accepted");
  await expect(item.getByLabel("Reason to approve anyway")).toHaveCount(0);
  await item.getByLabel("Reason for the decision").fill("The corrective action is verified.");
  await item.getByRole("button", { name: "Approve", exact: true }).click();
  await staff
    .getByRole("dialog", { name: `Approve ${BUSINESS_NAME}?` })
    .getByRole("button", { name: "Yes, approve" })
    .click();
  await expect(staff.getByText(`${BUSINESS_NAME} is now Approved.`)).toBeVisible();

  // The business sees its action closed, and downloads the audit report: the finding,
  // its notes and photo, the corrective action and its verification.
  await business.goto(actionUrl);
  await expect(business.getByTestId("corrective-action-status")).toHaveText("Accepted (closed)");
  await expect(business.getByRole("button", { name: "Send the answer" })).toHaveCount(0);
  const report = await business.request.get(`/dashboard/audits/${auditId}/report.pdf`);
  expect(report.status()).toBe(200);
  const pdf = await report.body();
  const text = pdfText(pdf);
  expect(text).toContain(BUSINESS_NAME);
  expect(text).toContain("Minor non-conformity");
  expect(text).toContain(notes);
  expect(text).toContain("Accepted (closed)");
  expect(pdf.toString("latin1")).toContain("/Subtype /Image");
  await context.close();
});
