import { seriousViolations } from "./support/helpers";
import { expect, test, type Page } from "./support/test";

const SITE = "Humane Accreditation Portal";

const unknownCode = () => `no-such-code-${Date.now().toString(36)}`;
const breadcrumbItems = (page: Page) => page.locator('nav[aria-label="Breadcrumb"] li');

test.describe("certificate verification", () => {
  test("/verify offers the form; an unknown code shows Not found with guidance", async ({
    page,
  }) => {
    const response = await page.goto("/verify");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Verify a Certificate | ${SITE}`);
    await expect(page.locator("h1")).toHaveText("Verify a certificate");
    await expect(breadcrumbItems(page).nth(1)).toHaveText("Verify");

    const code = unknownCode();
    await page.getByLabel("Verification code or certificate number").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(new RegExp(`/verify/${code}$`));
    const result = page.getByTestId("verification-result");
    await expect(result).toHaveAttribute("data-status", "not_found");
    await expect(result.getByRole("heading")).toContainText("Not found");
    await expect(result).toContainText(code);
    await expect(result.getByRole("link", { name: "contact us" })).toBeVisible();
    await expect(page).toHaveTitle(`Certificate not found | ${SITE}`);
    await expect(breadcrumbItems(page)).toHaveCount(3);
    await expect(breadcrumbItems(page).nth(2)).toHaveText("Certificate Details");
    // The form stays for another try, filled with what was asked.
    await expect(page.getByLabel("Verification code or certificate number")).toHaveValue(code);
  });

  test("an empty form is refused at the field", async ({ page }) => {
    await page.goto("/verify");
    const field = page.getByLabel("Verification code or certificate number");
    await field.evaluate((el) => el.removeAttribute("required"));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Enter a verification code or a certificate number")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form still leads to the result page", async ({ page }) => {
      await page.goto("/verify");
      const code = unknownCode();
      await page.getByLabel("Verification code or certificate number").fill(code);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(new RegExp(`/verify/${code}$`));
      await expect(page.getByTestId("verification-result")).toHaveAttribute(
        "data-status",
        "not_found",
      );
    });
  });

  test("machines get JSON by Accept header and from /api/verify, cacheable briefly", async ({
    request,
  }) => {
    const code = unknownCode();
    const expected = {
      status: "not_found",
      certificateNumber: null,
      businessName: null,
      businessAddress: null,
      issueDate: null,
      expiryDate: null,
      revokedAt: null,
      suspendedAt: null,
      standardsVersion: null,
    };
    for (const [path, headers] of [
      [`/verify/${code}`, { Accept: "application/json" }],
      [`/api/verify/${code}`, {}],
    ] as const) {
      const response = await request.get(path, { headers });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"]).toMatch(/^application\/json/);
      expect(response.headers()["cache-control"]).toBe("public, max-age=60");
      expect(await response.json()).toEqual(expected);
    }
    // A browser (HTML first) gets the page.
    const html = await request.get(`/verify/${code}`, {
      headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    });
    expect(html.headers()["content-type"]).toMatch(/^text\/html/);
    expect(html.status()).toBe(404);
  });

  for (const path of ["/verify", "/verify/not-a-real-certificate"]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      const violations = await seriousViolations(page);
      if (violations.length) console.log(path, JSON.stringify(violations, null, 2));
      expect(violations).toEqual([]);
    });
  }
});

test.describe("directory", () => {
  test("/directory shows certified businesses or the empty state; details link to verification", async ({
    page,
  }) => {
    const response = await page.goto("/directory");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Directory of Certified Businesses | ${SITE}`);
    await expect(page.locator("h1")).toHaveText("Directory of certified businesses");
    await expect(breadcrumbItems(page).nth(1)).toHaveText("Directory");
    await expect(page.getByLabel("State or province")).toBeVisible();
    await expect(page.getByLabel("Service")).toBeVisible();

    const list = page.getByTestId("directory-list");
    const empty = page.getByTestId("directory-empty");
    await expect(list.or(empty)).toBeVisible();
    if (await empty.isVisible()) {
      await expect(empty).toContainText("No businesses are listed yet.");
      return;
    }
    // With businesses (demo data): open the first, check its certificate verifies as valid.
    const first = list.getByRole("listitem").first();
    const name = (await first.getByRole("heading").textContent())!.trim();
    await expect(first).toContainText("Certified since");
    await first.getByRole("heading").getByRole("link").click();
    await expect(page.locator("h1")).toHaveText(name);
    await expect(breadcrumbItems(page).nth(2)).toHaveText("Business Details");
    await expect(page.getByText("Contact person")).toBeVisible();
    const certificateLink = page.getByRole("link", { name: /verify this certificate/ });
    const number = (await certificateLink.textContent())!.replace(/\(.*\)/, "").trim();
    await certificateLink.click();
    await expect(page.getByTestId("verification-result")).toHaveAttribute("data-status", "valid");
    await expect(page.getByTestId("verification-result")).toContainText(name);
    await expect(page.getByTestId("verification-result")).toContainText(number);
  });

  test("a search that matches nothing shows the empty state with a way back", async ({ page }) => {
    await page.goto("/directory");
    await page.getByLabel("Postal code, city or words").fill(`Nobody ${Date.now()}`);
    await page
      .getByRole("search", { name: "Search the directory" })
      .getByRole("button", { name: "Search" })
      .click();
    await expect(page).toHaveURL(/\/directory\?q=Nobody/);
    await expect(page.getByTestId("directory-empty")).toContainText(
      "No certified business matches your search.",
    );
    await page.getByRole("link", { name: "Show all certified businesses" }).click();
    await expect(page).toHaveURL(/\/directory$/);
  });

  test("an unknown business is not found", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await page.goto(`/directory/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText("Business not found");
      await expect(page.getByRole("link", { name: "Back to the directory" })).toBeVisible();
    }
  });

  test("axe finds no serious or critical violation on /directory", async ({ page }) => {
    await page.goto("/directory");
    await expect(page.locator("h1")).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length) console.log(JSON.stringify(violations, null, 2));
    expect(violations).toEqual([]);
  });

  for (const width of [1280, 390]) {
    test(`a homeowner finds a business from the home page, and one whose place nobody serves sees the nearest (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto("/");
      const find = page.getByRole("search", { name: "Find an accredited business" });
      await find
        .getByLabel("Postal code, city or what you need")
        .fill("bats in attic Portland, OR");
      await find.getByRole("button", { name: "Find a business" }).click();
      await expect(page).toHaveURL(/\/directory\?q=bats/);
      const list = page.getByTestId("directory-list");
      await expect(
        list.getByRole("link", { name: "Cascadia Humane Wildlife Services", exact: true }),
      ).toBeVisible();
      await expect(list).toContainText("Serves this address");
      // On a phone the state and service filters are folded: the results come first.
      const filters = page.getByLabel("State or province");
      if (width === 390) {
        await expect(filters).toBeHidden();
        await expect(list).toBeInViewport({ ratio: 0.1 });
      } else await expect(filters).toBeVisible();

      // Montréal: nobody serves it; the place understood, the nearest and how far, a way forward.
      await page.getByLabel("Postal code, city or words").fill("H2X 1Y4");
      await page
        .getByRole("search", { name: "Search the directory" })
        .getByRole("button", { name: "Search" })
        .click();
      const nothing = page.getByTestId("directory-nothing-near");
      await expect(nothing).toContainText(
        "No accredited business lists H2X 1Y4, Quebec in its service area yet.",
      );
      await expect(nothing).toContainText(/The nearest is Rideau Bat & Wildlife Care, \d+ km away/);
      await expect(page.getByTestId("directory-nearest")).toContainText("Outside its service area");
      await nothing.getByRole("link", { name: "Ask the programme office" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
