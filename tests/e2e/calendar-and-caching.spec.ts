/**
 * Calendars (decision 065) and HTTP caching (decision 064) on the production
 * server (server.js, with its fast path): the examiner's calendar
 * subscription at 1280 and 390 px, read by a calendar app without a session
 * and parsed with ical.js; the audit's .ics from its page; cached public
 * answers in brotli, 304 for weak and strong validators, Vary and
 * Cache-Control.
 */
import fs from "node:fs";
import zlib from "node:zlib";
import { expect, request, test, e2eBaseUrl } from "./support/test";
import { parseCalendar } from "../helpers/ics";
import { demo, reviewScreenshot, seriousViolations, signIn } from "./support/helpers";
import { startServer, waitForHealth } from "./support/server-process";

test("an examiner subscribes to their audits, the feed parses, the address ends when stopped", async ({
  page,
}) => {
  await signIn(page, demo.examiner);
  await page.goto("/dashboard/audits");
  const section = page.getByRole("region", { name: "Calendar subscription" });
  await expect(section).toBeVisible();
  await section.getByRole("button", { name: "Create a subscription address" }).click();
  const address = section.getByLabel("Subscription address");
  await expect(address).toBeVisible();
  const url = await address.inputValue();
  expect(url).toMatch(/\/calendar\/[\w-]{43}\.ics$/);
  await expect(section.getByText("it is shown only once")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await reviewScreenshot(page, `calendar-subscription-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await reviewScreenshot(page, `calendar-subscription-390`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A calendar app: no cookies.
  const app = await request.newContext({ baseURL: e2eBaseUrl() });
  const path = new URL(url).pathname;
  const feed = await app.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8; method=PUBLISH");
  const calendar = parseCalendar(await feed.text());
  expect(calendar.method).toBe("PUBLISH");
  for (const event of calendar.events) {
    expect(event.uid).toMatch(/^audit-[0-9a-f-]{36}@humane-accreditation\.portal$/);
    expect(event.organizer).toMatch(/^mailto:/);
  }

  // Stop it: the consequence is said before the button.
  await page.goto("/dashboard/audits");
  await section.locator("summary", { hasText: "Stop the subscription" }).click();
  await expect(
    section.getByText("Calendars subscribed with this address stop updating."),
  ).toBeVisible();
  await section.getByRole("button", { name: "Stop the subscription" }).click();
  await expect(page.getByText("Your calendar subscription was stopped.")).toBeVisible();
  expect((await app.get(path)).status()).toBe(404);
  await app.dispose();
});

test("the audit page offers its .ics, which parses", async ({ page }) => {
  await signIn(page, demo.examiner);
  await page.goto("/dashboard/audits");
  const first = page.locator('[data-testid="audits-table"] a[href^="/dashboard/audits/"]').first();
  test.skip((await first.count()) === 0, "the demo examiner has no upcoming audit");
  await first.click();
  const link = page.getByRole("link", { name: "Download the audit (.ics)" });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.ics$/);
  const file = await download.path();
  const calendar = parseCalendar(fs.readFileSync(file, "utf8"));
  expect(calendar.events).toHaveLength(1);
});

test("cached public answers: brotli, 304 on weak, strong and * validators, Vary and Cache-Control", async () => {
  const client = await request.newContext({ baseURL: e2eBaseUrl() });
  const first = await client.get("/about", { headers: { "accept-encoding": "br" } });
  expect(first.status()).toBe(200);
  const etag = first.headers()["etag"]!;
  expect(first.headers()["content-encoding"]).toBe("br");
  expect(first.headers()["vary"]).toMatch(/Accept-Encoding/);
  // Playwright decodes bodies; the raw bytes are checked by fetching without decoding below.
  expect(await first.text()).toContain("About");
  const raw = await fetch(`${e2eBaseUrl()}/about`, { headers: { "accept-encoding": "br" } });
  expect(raw.headers.get("content-encoding")).toBe("br");
  const bytes = Buffer.from(await raw.arrayBuffer());
  // Node's fetch decodes brotli itself; either way the page is there.
  const text = bytes.subarray(0, 15).toString().startsWith("<!DOCTYPE")
    ? bytes.toString()
    : zlib.brotliDecompressSync(bytes).toString();
  expect(text).toContain("About");
  const opaque = etag.replace(/^W\//, "");
  for (const validator of [etag, opaque, `W/${opaque}`, "*"]) {
    const again = await client.get("/about", { headers: { "if-none-match": validator } });
    expect(again.status(), validator).toBe(304);
  }
  const contact = await client.get("/contact");
  expect(contact.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect((await client.get("/login")).headers()["cache-control"]).toBe("no-store");
  expect((await client.get("/verify")).headers()["cache-control"]).toBeTruthy();
  await client.dispose();
});

test("on an https site every answer of the production server carries HSTS, also those that never reach the app's middleware", async () => {
  test.setTimeout(90_000);
  const port = Number(new URL(e2eBaseUrl()).port) + 60;
  const server = startServer(port, { PUBLIC_BASE_URL: "https://portal.example.org" });
  try {
    await waitForHealth(server.child, port);
    const base = `http://127.0.0.1:${port}`;
    const answers = {
      "anonymous dashboard (sign-in redirect)": await fetch(`${base}/dashboard`, {
        redirect: "manual",
      }),
      // React Router itself refuses a form post whose Origin is not the host (400).
      "cross-origin sign-in post": await fetch(`${base}/login`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://evil.example",
        },
        body: "intent=sign-in&email=a%40b.test&password=x",
      }),
      "static file": await fetch(`${base}/favicon.svg`),
      "cached public page": await fetch(`${base}/about`).then(() => fetch(`${base}/about`)),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers.get("strict-transport-security"), name).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
    expect(answers["cached public page"].headers.get("x-public-cache")).toBe("hit");
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});
