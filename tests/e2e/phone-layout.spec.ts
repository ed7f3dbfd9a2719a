import { expect, test, type Page } from "@playwright/test";
import {
  createAndSubmitApplication,
  demo,
  seriousViolations,
  signIn,
  signUp,
  uniqueEmail,
} from "./support/helpers";

/**
 * Issue 12: every dashboard screen at 390 px, as each role, without sideways
 * scrolling. The screens are read from the role's own sidebar (so screens
 * added later are covered too) plus the first detail page each list links to.
 */

const PHONE = { width: 390, height: 844 };

async function hasNoHorizontalScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
}

async function sidebarPaths(page: Page) {
  const links = page.locator('aside[aria-label="Sidebar"] nav a');
  // Sign-in ends with a redirect: read the sidebar of the dashboard, not of the page before it.
  await expect(links.first()).toBeAttached();
  const hrefs = await links.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((h) => h.startsWith("/dashboard")))];
}

/** The first link on the page to a detail screen (/dashboard/<list>/<uuid>…). */
async function firstDetailLink(page: Page, prefix: string) {
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.find((h) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(h));
}

const detailPrefixes = [
  "/dashboard/applications/",
  "/dashboard/audits/",
  "/dashboard/certificates/view/",
  "/dashboard/standards/sections/",
];

const roles = [
  ["applicant", demo.applicant],
  ["examiner", demo.examiner],
  ["committee", demo.committee],
  ["administrator (three roles)", demo.admin],
] as const;

test.describe("phone layout at 390 px", () => {
  for (const [role, email] of roles) {
    test(`no horizontal scroll on any dashboard screen: ${role}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(PHONE);
      await signIn(page, email);
      const queue = await sidebarPaths(page);
      expect(queue.length).toBeGreaterThan(3);
      const seen = new Set<string>();
      const overflowing: string[] = [];
      const inaccessible: string[] = [];
      while (queue.length > 0) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        const response = await page.goto(path);
        expect(response?.status(), path).toBeLessThan(400);
        await expect(page.locator("main h1").first()).toBeVisible();
        const { scrollWidth, clientWidth } = await hasNoHorizontalScroll(page);
        if (scrollWidth > clientWidth) overflowing.push(`${path}: ${scrollWidth} > ${clientWidth}`);
        // axe at 390 px on every screen (issue 24: serious and critical fail).
        for (const violation of await seriousViolations(page)) {
          inaccessible.push(`${path}: ${JSON.stringify(violation)}`);
        }
        // One detail page per kind, found from the list screens.
        for (const prefix of detailPrefixes) {
          if ([...seen, ...queue].some((p) => p.startsWith(prefix) && p.length > prefix.length + 8))
            continue;
          const link = await firstDetailLink(page, prefix);
          if (link) queue.push(link);
        }
      }
      expect(seen.size).toBeGreaterThan(4);
      expect(overflowing).toEqual([]);
      expect(inaccessible).toEqual([]);
    });
  }

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
});
