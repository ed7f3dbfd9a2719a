import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { demo, signIn, uniqueEmail, waitForMail } from "./support/helpers";

const BUSINESS = "Northwoods Humane Wildlife Solutions — Thunder Bay";
const EXAMINER_NAME = "Sam Rivera";

async function as(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test("committee schedules an audit, the examiner completes it, the panel approves, the applicant sees it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const start = Date.now();
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const month = day.slice(0, 7);

  // Committee: schedule (first a refusal at the field: a date in the past).
  const committee = await as(browser, demo.committee);
  await committee.goto("/dashboard/audits");
  await expect(committee.getByRole("heading", { level: 1, name: "Audits" })).toBeVisible();
  const form = committee.getByRole("region", { name: "Schedule an audit" });
  await form
    .getByLabel("Application")
    .selectOption({ label: `${BUSINESS} (Thunder Bay, Ontario)` });
  await form.getByLabel("Examiner").selectOption({ label: EXAMINER_NAME });
  await form.getByLabel("Date").fill("2020-01-01");
  await form.getByLabel("Time (UTC)").fill("10:00");
  await form.getByRole("button", { name: "Schedule audit" }).click();
  await expect(committee.getByText("Choose a date and time in the future")).toBeVisible();
  await expect(form.getByLabel("Date")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Date").fill(day);
  await form.getByRole("button", { name: "Schedule audit" }).click();
  await expect(committee.getByText("The audit is scheduled.")).toBeVisible();
  const row = committee.getByRole("row").filter({ hasText: BUSINESS });
  await expect(row).toContainText(EXAMINER_NAME);
  await expect(row).toContainText(`${day} 10:00 UTC`);
  await expect(row).toContainText("Scheduled");

  // The examiner's e-mail carries the .ics invite.
  const mail = await waitForMail(demo.examiner, /^Audit scheduled: /, { after: start - 1000 });
  expect(mail.text).toContain(`Date: ${day}`);
  expect(mail.text).toContain(`Auditor: ${EXAMINER_NAME}`);
  const eml = fs.readFileSync(mail.file.replace(/\.json$/, ".eml"), "utf8");
  expect(eml).toMatch(/Content-Type: text\/calendar/);
  expect(eml).toMatch(/filename=audit\.ics/);

  // Examiner: list, calendar, report with 15 findings, complete.
  const examiner = await as(browser, demo.examiner);
  await examiner.goto("/dashboard/audits");
  await expect(examiner.getByRole("link", { name: BUSINESS })).toBeVisible();
  await examiner.goto(`/dashboard/audits?view=calendar&month=${month}`);
  const calendar = examiner.getByRole("table");
  await expect(calendar.getByRole("link", { name: new RegExp(BUSINESS) })).toBeVisible();
  await expect(examiner.getByRole("link", { name: "Next month →" })).toBeVisible();
  await calendar.getByRole("link", { name: new RegExp(BUSINESS) }).click();
  await expect(
    examiner.getByRole("heading", { level: 1, name: `Audit: ${BUSINESS}` }),
  ).toBeVisible();
  // The assigned application is now in the examiner's Applications.
  const auditUrl = examiner.url();

  await examiner.getByRole("button", { name: "Start audit" }).click();
  await expect(examiner.getByText("The audit is now in progress.")).toBeVisible();

  // Completing without a recommendation: the message at the field.
  for (let n = 1; n <= 15; n++) {
    await examiner
      .locator(`#finding-${n}`)
      .selectOption(n === 6 ? "minor-non-conformity" : "compliant");
  }
  await examiner.locator("#notes-6").fill("Two entry points not yet sealed; corrected on site.");
  await examiner.getByRole("button", { name: "Save and complete audit" }).click();
  await expect(
    examiner.getByText("Choose an overall recommendation before completing the audit"),
  ).toBeVisible();
  await examiner.getByLabel("Overall recommendation").selectOption({ label: "Recommend approval" });
  await examiner.getByRole("button", { name: "Save and complete audit" }).click();
  await expect(
    examiner.getByText("The audit is completed and the report goes to the review panel."),
  ).toBeVisible();
  await expect(examiner.getByText("Completed", { exact: true }).first()).toBeVisible();

  await examiner.goto("/dashboard/applications");
  await examiner.getByRole("link", { name: BUSINESS }).click();
  await expect(examiner.getByText("Audit completed").first()).toBeVisible();

  // Committee: review panel approves.
  await committee.goto("/dashboard/review");
  const item = committee.getByRole("article", { name: BUSINESS });
  await expect(item).toContainText("Compliant: 14");
  await expect(item).toContainText("Minor non-conformity: 1");
  await expect(item).toContainText("Recommend approval");
  // Rejecting needs feedback.
  await item.getByRole("button", { name: "Reject" }).click();
  await expect(
    committee.getByText("Feedback is required when rejecting an application"),
  ).toBeVisible();
  await committee
    .getByRole("article", { name: BUSINESS })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(committee.getByText(`${BUSINESS} is now Approved.`)).toBeVisible();
  await expect(committee.getByRole("article", { name: BUSINESS })).toHaveCount(0);

  // Applicant: Approved, the notification, and the findings of the completed audit.
  const applicant = await as(browser, demo.applicant);
  await applicant.goto("/dashboard/applications");
  await applicant.getByRole("link", { name: BUSINESS }).click();
  await expect(applicant.getByText("Approved").first()).toBeVisible();
  await applicant.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    applicant
      .getByRole("dialog", { name: "Notifications" })
      .getByText(`Your application for ${BUSINESS} is now: Approved`)
      .first(),
  ).toBeVisible();
  await applicant.goto(auditUrl);
  await expect(
    applicant.getByText("Two entry points not yet sealed; corrected on site."),
  ).toBeVisible();
  await expect(applicant.getByRole("button", { name: "Save report" })).toHaveCount(0);

  // Another applicant cannot open this audit.
  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  const email = uniqueEmail("stranger");
  await page.goto("/login?register=true");
  await page.getByLabel("Full name").fill("Sky Stranger");
  await page.getByLabel("Organization").fill("Stranger Wildlife");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-long-test-password");
  await page.getByLabel("Confirm password").fill("a-long-test-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const response = await page.goto(auditUrl);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Audit not found")).toBeVisible();
});
