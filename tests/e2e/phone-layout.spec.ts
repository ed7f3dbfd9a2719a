import { expect, test, type Page } from "./support/test";
import {
  createAndSubmitApplication,
  demo,
  seriousViolations,
  signIn,
  signUp,
  uniqueEmail,
} from "./support/helpers";

/**
 * Issue 12: the phone layout's hard cases at 390 px — a very long business
 * name, the multi-role header, tables as stacked cards. The sweep over every
 * screen of every role (sideways scrolling and axe) is accessibility-sweep.spec.ts.
 */

const PHONE = { width: 390, height: 844 };

async function hasNoHorizontalScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
}

test.describe("phone layout at 390 px", () => {
  // Every dashboard screen each role reaches is checked for sideways scrolling
  // (and axe) at 390 px by accessibility-sweep.spec.ts.
  test("a long business name in a filter does not widen the lists past a phone screen", async ({
    page,
  }) => {
    await signUp(page, { email: uniqueEmail("phone-long-name") });
    await createAndSubmitApplication(
      page,
      "Northern Appalachian Humane Wildlife Exclusion and Conflict Resolution Services",
    );
    await page.setViewportSize(PHONE);
    for (const path of ["/dashboard/documents", "/dashboard/applications"]) {
      await page.goto(path);
      await expect(page.locator("main h1").first()).toBeVisible();
      const { scrollWidth, clientWidth } = await hasNoHorizontalScroll(page);
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
    }
  });

  test("multi-role header fits and its menus work at 390 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, demo.admin);
    const header = page.locator("header").first();
    const box = await header.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    for (const control of [
      page.getByRole("button", { name: "Open navigation" }),
      page.getByTestId("role-switcher"),
      page.getByRole("button", { name: /Account menu/ }),
    ]) {
      const b = await control.boundingBox();
      expect(b).not.toBeNull();
      expect(b!.x + b!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await page.getByTestId("role-switcher").click();
    await expect(page.getByRole("menuitem", { name: /Committee/ })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("tables become stacked cards on a phone and stay tables on a desktop", async ({ page }) => {
    await signIn(page, demo.admin);
    await page.goto("/dashboard/applications");
    const table = page.getByRole("table").first();
    await expect(table).toBeVisible();
    await expect(table.locator("thead")).toBeVisible();
    await page.setViewportSize(PHONE);
    const firstRow = table.locator("tbody tr").first();
    const display = await firstRow.evaluate((row) => getComputedStyle(row).display);
    expect(display).toBe("block");
    // Each cell names its column on a phone (staff rows start with their selection box).
    await expect(firstRow.locator('td[data-label="Business"]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a ballot's votes are stacked cards at 390 px, none clipped (issue 33)", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, demo.committee);
    await page.goto("/dashboard/standards/proposals");
    await page.getByRole("link", { name: /Change to Standard 14/ }).click();
    const votes = page.getByRole("table", { name: "Votes cast" });
    await expect(votes).toBeVisible();
    const sizes = await votes.evaluate((table) => ({
      table: table.scrollWidth,
      box: table.parentElement!.clientWidth,
      row: getComputedStyle(table.querySelector("tbody tr")!).display,
    }));
    expect(sizes.row).toBe("block");
    expect(sizes.table).toBeLessThanOrEqual(sizes.box);
    const { scrollWidth, clientWidth } = await hasNoHorizontalScroll(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });

  test("My Certificates of a lapsed certificate fits at 390 px (issue 33)", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, "gulf-coast@demo.test");
    await page.goto("/dashboard/certificates");
    await expect(page.getByRole("link", { name: "Apply again" })).toBeVisible();
    const { scrollWidth, clientWidth } = await hasNoHorizontalScroll(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
