import { expect, test, type Browser, type Page } from "./support/test";
import { demo, reviewScreenshot, seriousViolations, signIn } from "./support/helpers";

/**
 * Issue 23 (decision 061): one search over the standards, the operations
 * manual and the blog, from the public header's box or /search, finds a
 * phrase from a standard and one from the manual, with the match highlighted,
 * at 1280 and 390 px; staff may include unpublished posts.
 */

const STANDARD_PHRASE = '"Migratory Bird Treaty Act"';
const MANUAL_PHRASE = '"duplicate or mistaken payments"';

async function visitor(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 900 : 844 },
  });
  return context.newPage();
}

/** The result whose title links to `title`: its kind, and the highlighted words. */
function result(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Searches with the search page's own box. */
async function searchOnPage(page: Page, words: string) {
  await page.getByLabel("Words to find").fill(words);
  await page.getByRole("button", { name: "Search", exact: true }).last().click();
  await expect(page).toHaveURL(/\/search\?q=/);
}

test("1280 px: the header's box finds a phrase from a standard, the search page one from the manual; the results lead there", async ({
  browser,
}) => {
  const page = await visitor(browser, 1280);
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Search the site" }).first();
  await expect(box).toBeVisible();
  await box.fill(STANDARD_PHRASE);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=%22Migratory\+Bird\+Treaty\+Act%22$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(page.getByLabel("Words to find")).toHaveValue(STANDARD_PHRASE);
  const standard = result(page, "2.3 Protected species");
  await expect(standard).toContainText("Standard");
  // The phrase is marked whole; its words elsewhere in the text are marked too.
  await expect(standard.locator("mark").first()).toHaveText("Migratory Bird Treaty Act");
  expect(await seriousViolations(page)).toEqual([]);
  await reviewScreenshot(page, `search-standard-1280`);
  await standard.getByRole("link", { name: "2.3 Protected species" }).click();
  await expect(page).toHaveURL(/\/standards#standard-2-3$/);
  await expect(page.locator("#standard-2-3")).toBeInViewport();
  await expect(page.locator("#standard-2-3")).toContainText("Migratory Bird Treaty Act");

  await page.goto("/search");
  await searchOnPage(page, MANUAL_PHRASE);
  const manual = result(page, "Refunds");
  await expect(manual).toContainText("Operations manual");
  // "or" is too common to search for: the words around it are marked.
  await expect(manual.locator("mark")).toHaveText(["Duplicate", "mistaken payments"]);
  // Unpublished posts are not offered to the public.
  await expect(page.getByLabel("Include unpublished blog posts")).toHaveCount(0);
  await manual.getByRole("link", { name: "Refunds" }).click();
  await expect(page).toHaveURL(/\/operations-manual\/refunds$/);
  await expect(page.getByRole("heading", { level: 1, name: "5.3 Refunds" })).toBeVisible();
  await page.context().close();
});

test("390 px: the header menu's box finds a phrase from the manual, the search page one from a standard; staff may include drafts", async ({
  browser,
}) => {
  const page = await visitor(browser, 390);
  await page.goto("/");
  await page.getByText("Menu", { exact: true }).click();
  const box = page.getByRole("searchbox", { name: "Search the site" }).last();
  await expect(box).toBeVisible();
  await box.fill(MANUAL_PHRASE);
  await page
    .getByRole("navigation", { name: "Mobile" })
    .getByRole("button", { name: "Search" })
    .click();
  await expect(page).toHaveURL(/\/search\?q=/);
  const manual = result(page, "Refunds");
  await expect(manual).toContainText("Operations manual");
  // "or" is too common to search for: the words around it are marked.
  await expect(manual.locator("mark")).toHaveText(["Duplicate", "mistaken payments"]);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  await searchOnPage(page, STANDARD_PHRASE);
  const standard = result(page, "2.3 Protected species");
  await expect(standard).toContainText("Standard");
  // The phrase is marked whole; its words elsewhere in the text are marked too.
  await expect(standard.locator("mark").first()).toHaveText("Migratory Bird Treaty Act");
  await expectNoSidewaysScroll(page);
  await reviewScreenshot(page, `search-standard-390`);
  await standard.getByRole("link", { name: "2.3 Protected species" }).click();
  await expect(page).toHaveURL(/\/standards#standard-2-3$/);
  await page.context().close();

  // Staff may include unpublished posts (the demo's draft on renewals), marked as drafts.
  const staff = await visitor(browser, 390);
  await signIn(staff, demo.admin);
  await staff.goto("/search?q=checklist");
  const draftTitle = "Renewing your accreditation: a checklist";
  await expect(staff.getByRole("link", { name: draftTitle })).toHaveCount(0);
  await staff.getByLabel("Include unpublished blog posts").check();
  await staff.getByRole("button", { name: "Search", exact: true }).last().click();
  await expect(staff).toHaveURL(/drafts=1/);
  await expect(result(staff, draftTitle)).toContainText("Blog · Draft");
  await staff.context().close();
});
