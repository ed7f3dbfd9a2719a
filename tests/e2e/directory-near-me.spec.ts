import { expect, test, type Page } from "./support/test";
import { reviewScreenshot, seriousViolations } from "./support/helpers";

/**
 * Issue 21, decision 054: "Find an accredited business near K1A 0B1 that does
 * bat exclusion" — the nearest business that serves the address comes first,
 * with its distance and "Accredited until …"; its page shows the area in words
 * and on a server-drawn map, and carries LocalBusiness JSON-LD. Demo data:
 * Rideau Bat & Wildlife Care (Ottawa, 40 km).
 */
const widths = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** The directory's own search form (the site header has a search box too, decision 061). */
function directorySearch(page: Page) {
  return page.getByRole("search", { name: "Search the directory" });
}

function shot(page: Page, name: string) {
  return reviewScreenshot(page, `near-me-${name}`);
}

for (const size of widths) {
  test.describe(`directory near me (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("finds the nearest accredited business that does bat exclusion near K1A 0B1", async ({
      page,
    }) => {
      await page.goto("/directory");
      await page.getByLabel("Postal code, city or words").fill("k1a0b1");
      // On a phone the state and service filters are folded (issue 33): open them.
      if (size.width < 640) await page.getByText("State, province and service").click();
      await page.getByLabel("Service").selectOption("Bat exclusion");
      await directorySearch(page).getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/q=k1a0b1/);
      await expect(page.getByRole("status")).toContainText("near K1A 0B1, Ontario");
      const first = page.getByTestId("directory-list").getByRole("listitem").first();
      await expect(first.getByRole("heading")).toHaveText("Rideau Bat & Wildlife Care");
      await expect(first.getByTestId("directory-distance")).toContainText(
        /^(\d+(\.\d)?|Under 1) km away/,
      );
      await expect(first.getByTestId("directory-distance")).toContainText("Serves this address");
      await expect(first).toContainText("Area served: Within 40 km of");
      await expect(first).toContainText(/Accredited until \w{3} \d{1,2}, \d{4}/);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `results-${size.name}`);

      await first.getByRole("link", { name: /^View details/ }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Rideau Bat & Wildlife Care",
      );
      await expect(page.getByTestId("service-area-words")).toHaveText(/^Within 40 km of /);
      await expect(page.getByTestId("service-area-map")).toBeVisible();
      await expect(page.getByTestId("accreditation-headline")).toHaveText(
        /Accredited until \w{3} \d{1,2}, \d{4}/,
      );
      await expect(
        page.getByRole("link", { name: "Verify this certificate", exact: true }),
      ).toBeVisible();
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(jsonLd).toMatchObject({
        "@type": "LocalBusiness",
        name: "Rideau Bat & Wildlife Care",
        areaServed: [{ "@type": "GeoCircle", geoRadius: 40000 }],
        hasCredential: { "@type": "EducationalOccupationalCredential" },
      });
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `business-${size.name}`);
    });

    test("an unknown postal code and an ambiguous city say so, with suggestions", async ({
      page,
    }) => {
      await page.goto("/directory?q=K9Z+9Z9");
      await expect(page.getByTestId("directory-search-message")).toContainText(
        "We could not find the postal code K9Z 9Z9",
      );
      await page.goto("/directory?q=in+Springfield");
      const message = page.getByTestId("directory-search-message");
      await expect(message).toContainText("More than one state or province");
      await message.getByRole("link", { name: "Springfield, IL" }).click();
      await expect(page.getByRole("status")).toContainText(/Springfield, IL|No businesses found/);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `ambiguous-${size.name}`);
    });
  });
}

test("the page works without JavaScript and sitemap.xml lists the business pages", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/directory");
  await page.getByLabel("Postal code, city or words").fill("bat exclusion near K1A 0B1");
  await directorySearch(page).getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("directory-list").getByRole("listitem").first()).toContainText(
    "Rideau Bat & Wildlife Care",
  );
  await context.close();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(
    /<loc>[^<]*\/directory\/[0-9a-f-]{36}<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
  );
});
