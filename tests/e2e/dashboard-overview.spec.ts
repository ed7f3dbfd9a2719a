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
 * Issue 12: the overview at /dashboard is specific to the active role. Each
 * role's panels, axe-clean, and without sideways scrolling at 390 px. The
 * applicant is a new account (its state changes); the staff roles read the
 * demo data and only assert what other specs cannot take away.
 */

const PHONE = { width: 390, height: 844 };

async function checkPage(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.locator("main h1")).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(await seriousViolations(page)).toEqual([]);
}

test("applicant: a progress tracker with the current step announced and the next action", async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail("tracker"), name: "Tara Tracker" });
  const empty = page.getByTestId("panel-progress");
  await expect(empty).toContainText("You have no application yet.");
  await expect(empty.getByRole("link", { name: "Start an application" })).toBeVisible();

  await createAndSubmitApplication(page, "Tracker Humane Wildlife");
  await page.goto("/dashboard");
  const tracker = page.getByTestId("overview-application");
  await expect(tracker.getByRole("heading", { name: "Tracker Humane Wildlife" })).toBeVisible();
  await expect(tracker.getByTestId("current-step")).toHaveText("Step 3 of 7: Pay the audit fee");
  const steps = tracker
    .getByRole("list", { name: "Tracker Humane Wildlife" })
    .getByRole("listitem");
  await expect(steps).toHaveCount(7);
  await expect(steps.nth(0)).toContainText(/Register\s*Done/);
  await expect(steps.nth(2)).toHaveAttribute("aria-current", "step");
  await expect(steps.nth(2)).toContainText("Current step");
  await expect(steps.nth(6)).toContainText("To do");
  const next = tracker.getByTestId("next-action");
  await expect(next).toContainText("Pay the audit fee");
  await next.getByRole("link", { name: /Pay audit fee/ }).click();
  await expect(page).toHaveURL(/\/payment\?type=audit$/);
  await page.goto("/dashboard");
  await expect(page.getByTestId("panel-paid")).toContainText("No payments yet.");
  await checkPage(page);
});

test("examiner: next audits with the audit's time zone and the reports to finish", async ({
  page,
}) => {
  await signIn(page, demo.examiner);
  const next = page.getByTestId("panel-next-audits");
  await expect(next.getByRole("heading", { name: /Your next audits/ })).toBeVisible();
  const audits = next.locator('a[href^="/dashboard/audits/"]');
  if ((await audits.count()) > 0) {
    await expect(next.locator("time").first()).toHaveText(/\d{1,2}:\d{2} [AP]M [A-Z]{2,4}/);
    const href = await audits.first().getAttribute("href");
    await audits.first().click();
    await expect(page).toHaveURL(href!);
    await page.goto("/dashboard");
  } else {
    await expect(next).toContainText("No audits are scheduled for you.");
  }
  const reports = page.getByTestId("panel-reports");
  await expect(reports.getByRole("heading", { name: /Reports to finish/ })).toBeVisible();
  await expect(page.getByTestId("panel-actions-due")).toHaveCount(0);
  await checkPage(page);
});

test("committee: the review queue and the open ballots", async ({ page }) => {
  await signIn(page, demo.committee);
  const queue = page.getByTestId("panel-review-queue");
  await expect(queue.getByRole("heading", { name: /Review queue/ })).toBeVisible();
  const decide = queue.getByRole("link", { name: /review panel/ });
  await expect(decide).toHaveAttribute("href", "/dashboard/review");
  const ballots = page.getByTestId("panel-ballots");
  await expect(ballots.getByRole("heading", { name: /Open ballots/ })).toBeVisible();
  if ((await ballots.getByTestId("ballot-my-vote").count()) > 0) {
    await expect(ballots).toContainText(/Closes [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  } else {
    await expect(ballots).toContainText("No ballot is open");
  }
  await decide.click();
  await expect(page).toHaveURL(/\/dashboard\/review$/);
  await page.goto("/dashboard");
  await checkPage(page);
});

test("administrator: what needs action today, each count opening its filtered list", async ({
  page,
}) => {
  await signIn(page, demo.admin);
  const panel = page.getByTestId("panel-actions-due");
  await expect(panel.getByRole("heading", { name: "Needs action today" })).toBeVisible();
  for (const key of [
    "completeness",
    "paymentsToConfirm",
    "auditsToSchedule",
    "reviewDecisions",
    "renewalsSubmitted",
    "openBallots",
    "expiringCertificates",
  ]) {
    await expect(panel.getByTestId(`action-${key}`)).toBeVisible();
  }
  const completeness = panel.getByTestId("action-completeness");
  await expect(completeness).toHaveAttribute("data-count", /^\d+$/);
  await completeness.getByRole("link").click();
  await expect(page).toHaveURL(/\/dashboard\/applications\?status=submitted$/);
  await expect(page.locator("#app-status")).toHaveValue("submitted");
  await expect(page.getByText(/\d+ applications? match(es)? these filters/)).toBeVisible();
  await page.goto("/dashboard");
  await checkPage(page);
});
