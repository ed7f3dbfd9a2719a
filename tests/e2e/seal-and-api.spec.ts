import { expect, test, type Page } from "./support/test";
import {
  approveAndCollectFees,
  createAndSubmitApplication,
  demo,
  reviewScreenshot,
  seriousViolations,
  signIn,
  signUp,
  uniqueEmail,
} from "./support/helpers";

function shots(page: Page, name: string) {
  return reviewScreenshot(page, name, [1280, 390]);
}

/** Whether an <img> finished loading a picture (not a broken image). */
function loaded(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

test("the live seal: snippet and preview on the certificate page, embeddable elsewhere, Revoked at once after revocation; LinkedIn while in force", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("seal");
  const businessName = `Sealed Skunk Solutions ${Date.now().toString(36)}`;
  await signUp(page, { email, organization: businessName });
  const applicationPath = await createAndSubmitApplication(page, businessName);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await approveAndCollectFees(admin, applicationPath);
  const certificateLink = admin.getByRole("link", { name: /^Certificate \d{4}-\d{5}$/ });
  const number = (await certificateLink.textContent())!.replace("Certificate ", "").trim();
  await certificateLink.click();
  await expect(admin).toHaveURL(/\/dashboard\/certificates\/view\/[0-9a-f-]{36}$/);
  const certificatePath = new URL(admin.url()).pathname;

  // The business's certificate page: the seal section, its preview and the HTML to paste.
  await page.goto(certificatePath);
  const section = page.getByRole("region", { name: "Seal for your website" });
  await expect(section).toBeVisible();
  const verificationUrl = (await page.getByTestId("verification-url").textContent())!.trim();
  const code = verificationUrl.split("/verify/")[1]!;
  const snippet = await page.getByTestId("seal-snippet").inputValue();
  expect(snippet).toContain(`<a href="${verificationUrl}"`);
  expect(snippet).toContain(`/seal/${code}.svg`);
  expect(snippet).toContain(`/seal/${code}.png`);
  expect(snippet).not.toMatch(/<script/i);
  await expect(page.getByTestId("seal-snippet")).toHaveAttribute("readonly", "");
  await expect(
    page.getByRole("img", { name: /^Preview of the seal: Accredited until / }),
  ).toBeVisible();
  expect(await loaded(page, '[data-testid="seal-preview"]')).toBe(true);
  await expect(section.getByRole("button", { name: "Copy HTML" })).toBeVisible();
  await expect(section.getByRole("link", { name: "Download HTML" })).toHaveAttribute(
    "download",
    "accreditation-seal.html",
  );

  // Add to LinkedIn: LinkedIn's add-to-profile link, in a new tab.
  const linkedIn = page.getByTestId("add-to-linkedin");
  await expect(linkedIn).toHaveAttribute("target", "_blank");
  const linkedInUrl = new URL((await linkedIn.getAttribute("href"))!);
  expect(linkedInUrl.origin + linkedInUrl.pathname).toBe("https://www.linkedin.com/profile/add");
  expect(Object.fromEntries(linkedInUrl.searchParams)).toMatchObject({
    startTask: "CERTIFICATION_NAME",
    organizationName: "Humane Accreditation Portal",
    certUrl: verificationUrl,
    certId: number,
  });
  expect(linkedInUrl.searchParams.get("issueYear")).toMatch(/^\d{4}$/);
  expect(Number(linkedInUrl.searchParams.get("expirationYear"))).toBe(
    Number(linkedInUrl.searchParams.get("issueYear")) + 1,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, "seal-certificate-page");

  // The seal itself: open to other sites, safe to embed.
  const svg = await page.request.get(`/seal/${code}.svg`);
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(svg.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
  expect(svg.headers()["access-control-allow-origin"]).toBe("*");
  expect(await svg.text()).toContain(">Accredited</text>");

  // Another website embeds the snippet and calls the API from its own origin.
  const elsewhere = await browser.newContext();
  const site = await elsewhere.newPage();
  await site.setContent(`<!doctype html><title>Skunk Solutions</title><main>${snippet}</main>`);
  await expect(site.locator("main a")).toHaveAttribute("href", verificationUrl);
  await expect
    .poll(() => site.locator("main img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const apiUrl = new URL(`/api/verify/${code}`, verificationUrl).href;
  const fromElsewhere = await site.evaluate(async (url) => {
    // Cache-Control is not a simple header: the browser sends a preflight first.
    const response = await fetch(url, { headers: { "Cache-Control": "no-cache" } });
    return { status: response.status, body: (await response.json()) as { status: string } };
  }, apiUrl);
  expect(fromElsewhere).toMatchObject({ status: 200, body: { status: "valid" } });

  // The admin revokes: the seal says Revoked at once, and LinkedIn is no longer offered.
  await admin.goto(certificatePath);
  await admin.getByLabel("Reason for revoking").fill("Glue boards found in a client's attic");
  await admin.getByRole("button", { name: "Revoke certificate" }).click();
  await admin.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(admin.getByRole("status")).toHaveText(/is revoked/);
  const after = await page.request.get(`/seal/${code}.svg`);
  const revokedSvg = await after.text();
  expect(revokedSvg).toContain(">Revoked</text>");
  expect(revokedSvg).not.toContain(">Accredited</text>");
  expect((await page.request.get(`/seal/${code}.png`)).status()).toBe(200);
  const stillElsewhere = await site.evaluate(
    async (url) =>
      ((await (await fetch(url, { cache: "no-store" })).json()) as { status: string }).status,
    apiUrl,
  );
  expect(stillElsewhere).toBe("revoked");
  await page.goto(certificatePath);
  await expect(page.getByRole("img", { name: /^Preview of the seal: Revoked on / })).toBeVisible();
  expect(await loaded(page, '[data-testid="seal-preview"]')).toBe(true);
  await expect(section).toContainText("no longer in force");
  await expect(page.getByTestId("add-to-linkedin")).toHaveCount(0);
  await shots(page, "seal-certificate-page-revoked");
  await elsewhere.close();
  await adminContext.close();
});

test("the page for developers is reachable from /verify and describes the API, CORS, the seal and credentials", async ({
  page,
}) => {
  await page.goto("/verify");
  await page.getByRole("link", { name: "Use the verification API and the live seal" }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.locator("h1")).toHaveText("Verification API for developers");
  await expect(page.locator('nav[aria-label="Breadcrumb"] li').nth(1)).toHaveText("Developers");
  for (const heading of [
    "Verify a certificate",
    "OpenAPI document",
    "Calling from a browser",
    "The live seal for a business website",
    "Verifiable credentials",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const openapi = await page.request.get("/api/openapi.json");
  expect(openapi.headers()["access-control-allow-origin"]).toBe("*");
  expect((await openapi.json()).openapi).toBe("3.1.0");
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, "developers");
});
