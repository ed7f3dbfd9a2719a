import { expect, test, type Page } from "./support/test";
import { demo, signIn } from "./support/helpers";

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Dashboard", exact: true });

async function sidebarLabels(page: Page) {
  await expect(sidebar(page).getByRole("link").first()).toBeVisible();
  return (await sidebar(page).locator(":scope > ul > li > a").allInnerTexts()).map((t) => t.trim());
}

const expectedSidebars = {
  applicant: [
    "Dashboard",
    "My Applications",
    "Documents",
    "My Certificates",
    "Corrective Actions",
    "Standards",
    "Operations Manual",
    "Settings",
  ],
  examiner: [
    "Dashboard",
    "Applications",
    "Audits",
    "Corrective Actions",
    "Standards",
    "Operations Manual",
    "Settings",
  ],
  committee: [
    "Dashboard",
    "Applications",
    "Review Panel",
    "Users",
    "Standards",
    "Audits",
    "Corrective Actions",
    "Certificates",
    "Certificate Renewals",
    "Blog Management",
    "Complaints",
    "Appeals",
    "Reports",
    "Operations Manual",
    "Translations",
    "Settings",
  ],
};

test.describe("each role's sidebar (SPEC §2)", () => {
  for (const role of ["applicant", "examiner", "committee"] as const) {
    test(`${role}`, async ({ page }) => {
      await signIn(page, demo[role]);
      expect(await sidebarLabels(page)).toEqual(expectedSidebars[role]);
      // A single-role user gets no role switcher.
      await expect(page.getByTestId("role-switcher")).toHaveCount(0);
    });
  }

  test("committee sees the standards sub-items", async ({ page }) => {
    await signIn(page, demo.committee);
    for (const label of ["View All", "Manage Standards", "Proposed Changes"]) {
      await expect(sidebar(page).getByRole("link", { name: label })).toBeVisible();
    }
  });

  test("administrator: committee items plus the mail log", async ({ page }) => {
    await signIn(page, demo.admin);
    expect(await sidebarLabels(page)).toEqual([
      ...expectedSidebars.committee.slice(0, -1),
      "Mail Log",
      "Settings",
    ]);
  });
});

test("the administrator switches roles from the header and the choice is kept", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await expect(page.getByTestId("active-role")).toHaveText("Administrator");
  await page.getByTestId("role-switcher").click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText("Full system access")).toBeVisible();
  await expect(menu.getByText("Standards committee access")).toBeVisible();
  await expect(menu.getByText("Audit management access")).toBeVisible();
  await menu.getByRole("menuitem", { name: /Examiner/ }).click();
  await expect(page.getByTestId("active-role")).toHaveText("Examiner");
  expect(await sidebarLabels(page)).toEqual(expectedSidebars.examiner);
  // Kept per browser: a new page load keeps the examiner role.
  await page.goto("/dashboard/settings");
  await page.goto("/dashboard");
  await expect(page.getByTestId("active-role")).toHaveText("Examiner");
  await page.getByTestId("role-switcher").click();
  await page.getByRole("menuitem", { name: /Administrator/ }).click();
  await expect(page.getByTestId("active-role")).toHaveText("Administrator");
});

test("the guard shows Access Denied when the active role does not match", async ({ page }) => {
  await signIn(page, demo.committee);
  await page.goto("/dashboard/mail-log");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access this page with your current role."),
  ).toBeVisible();
  // The layout stays around the message, so the user can navigate on.
  await expect(sidebar(page)).toBeVisible();
});

test("the administrator's switch to applicant is refused the admin-only screen", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto("/dashboard/mail-log");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toHaveCount(0);
  await page.getByTestId("role-switcher").click();
  await page.getByRole("menuitem", { name: /Committee Member/ }).click();
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await page.getByTestId("role-switcher").click();
  await page.getByRole("menuitem", { name: /Administrator/ }).click();
  await expect(page.getByRole("heading", { name: "Access Denied" })).toHaveCount(0);
});

test.describe("redirects (SPEC §2)", () => {
  test("signed out, the dashboard goes to /login and back after sign-in", async ({ page }) => {
    await page.goto("/dashboard/settings");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fsettings$/);
    await page.getByLabel("E-mail").fill(demo.applicant);
    await page.getByLabel("Password", { exact: true }).fill("humane-demo-2026");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
  });

  test("an unknown dashboard path goes to /dashboard", async ({ page }) => {
    await signIn(page, demo.applicant);
    await page.goto("/dashboard/no-such-screen/42");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("any unknown path goes to /", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the sidebar collapses, remembers it, and the phone layout has a drawer", async ({ page }) => {
  await signIn(page, demo.applicant);
  const aside = page.getByRole("complementary", { name: "Sidebar" });
  await expect(aside).toHaveAttribute("data-collapsed", "false");
  // Measured once the page has settled (a box read while the page hydrates can be missing).
  const widthOf = async () => (await aside.boundingBox())?.width ?? 0;
  await expect.poll(widthOf).toBeGreaterThan(0);
  const wide = await widthOf();
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(aside).toHaveAttribute("data-collapsed", "true");
  await page.reload();
  await expect(aside).toHaveAttribute("data-collapsed", "true");
  await expect.poll(widthOf).toBeGreaterThan(0);
  expect(await widthOf()).toBeLessThan(wide / 2);
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(aside).toHaveAttribute("data-collapsed", "false");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(aside).toBeHidden();
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog");
  await drawer.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(drawer).toBeHidden();
});

test("the profile menu has Profile Settings and Sign out", async ({ page }) => {
  await signIn(page, demo.examiner);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Profile Settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

// Every role's dashboard and settings screens are scanned with axe at 1280 and
// 390 px by accessibility-sweep.spec.ts.
