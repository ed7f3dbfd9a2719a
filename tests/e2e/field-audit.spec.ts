import crypto from "node:crypto";
import sharp from "sharp";
import { expect, test } from "./support/test";
import { demo, signIn } from "./support/helpers";

const BUSINESS = /Desert Sun Wildlife Exclusion/;

/** A small photo as a phone camera would give it. */
async function cameraPhoto() {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#4a7a3a" } })
    .jpeg()
    .toBuffer();
}

test("the examiner works on an audit offline at 390 px: changes kept on the phone, sent once when the connection returns", async ({
  browser,
}) => {
  test.setTimeout(120_000);
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

  await page.getByLabel("Photo for standard 1", { exact: true }).setInputFiles({
    name: "attic.jpg",
    mimeType: "image/jpeg",
    buffer: await cameraPhoto(),
  });
  await page
    .locator("#photos-1-file")
    .locator("xpath=ancestor::td")
    .getByRole("button", { name: "Add photo" })
    .click();
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

  await page.screenshot({ path: `.tmp/field-audit-390.png`, fullPage: false });

  // Once visited, the audit page opens without a connection (the service worker's copy).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: BUSINESS })).toBeVisible();
  await expect(page.getByLabel(/^Notes for standard 1,/)).toHaveValue(notes);
  await context.close();
});
