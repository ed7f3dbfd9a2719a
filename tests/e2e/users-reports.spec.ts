import { expect, test } from "./support/test";
import { demo, seriousViolations, signIn, uniqueEmail, waitForMail } from "./support/helpers";

const PASSWORD = "an-invited-password-1";

test("an administrator invites an examiner, grants committee, then deactivates them", async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await admin.goto("/dashboard/users");
  await expect(admin.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  const email = uniqueEmail("invited-examiner");
  const started = Date.now();
  await admin.getByText("Invite a person").click();
  const invite = admin.locator("details", { hasText: "Invite a person" });
  await invite.getByLabel("Name", { exact: true }).fill("Iris Invited");
  await invite.getByLabel("E-mail", { exact: true }).fill(email);
  await invite.getByLabel("Role", { exact: true }).selectOption("examiner");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByText(`Invitation sent to ${email}`)).toBeVisible();

  // The invited examiner sets a password from the e-mailed link and signs in.
  const mail = await waitForMail(email, /invited/, { after: started });
  const link = /https?:\/\/\S+\/accept-invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
  const examinerContext = await browser.newContext();
  const examiner = await examinerContext.newPage();
  await examiner.goto(new URL(link).pathname + new URL(link).search);
  await expect(examiner.getByText("Welcome, Iris Invited")).toBeVisible();
  expect(await seriousViolations(examiner)).toEqual([]);
  await examiner.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await examiner.getByLabel("Confirm password").fill(PASSWORD);
  await examiner.getByRole("button", { name: "Set password and activate" }).click();
  // Accepting signs them in.
  await expect(examiner).toHaveURL(/\/dashboard$/);
  await expect(examiner.getByTestId("role-switcher")).toHaveCount(0);

  // The administrator grants the committee role: the switcher appears on the examiner's next page.
  await admin.getByRole("link", { name: "Open their page" }).click();
  await expect(admin.getByRole("heading", { name: "Iris Invited" })).toBeVisible();
  await admin.getByRole("checkbox", { name: "Committee Member" }).check();
  await admin.getByRole("button", { name: "Save roles" }).click();
  await expect(admin.getByText("Roles saved")).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await examiner.reload();
  await expect(examiner.getByTestId("role-switcher")).toBeVisible();

  // Deactivation signs them out and refuses sign-in with a clear message.
  await admin.getByText("Deactivate the account…").click();
  await admin.getByRole("button", { name: "Deactivate account" }).click();
  await expect(admin.getByText("The account is deactivated")).toBeVisible();
  await examiner.goto("/dashboard");
  await expect(examiner).toHaveURL(/\/login/);
  await examiner.getByLabel("E-mail").fill(email);
  await examiner.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await examiner.getByRole("button", { name: "Log in" }).click();
  await expect(examiner.getByText("This account has been deactivated")).toBeVisible();
  await adminContext.close();
  await examinerContext.close();
});

test("a committee member opens the reports and sees the charts", async ({ page }) => {
  await signIn(page, demo.committee);
  await page.goto("/dashboard/reports");
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.locator("svg[data-chart]").first()).toBeVisible();
  await expect(page.getByRole("img", { name: /Applications by status now/ })).toBeVisible();
  await expect(page.getByText("Download CSV")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("each certificate figure of the report opens a list of exactly as many certificates, on a phone and a desktop", async ({
  page,
}) => {
  await signIn(page, demo.committee);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [label, query] of [
      ["Accredited businesses today", "state=in-force"],
      ["Expired, in grace period", "state=in-grace"],
      ["Revoked", "state=revoked"],
    ] as const) {
      await page.goto("/dashboard/reports");
      const figure = page
        .locator("section[aria-labelledby='certificates-h'] dl > div")
        .filter({ has: page.locator("dt").getByText(label, { exact: true }) });
      const link = figure.getByRole("link");
      const count = Number(await link.innerText());
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/certificates\\?${query}`));
      // The list says why it is filtered, and counts the same certificates.
      await expect(page.getByRole("search", { name: "Filter certificates" })).toBeVisible();
      await expect(
        page.getByText(`${count} certificate${count === 1 ? "" : "s"} match`),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test("an administrator downloads a report as CSV", async ({ page }) => {
  await signIn(page, demo.admin);
  await page.goto("/dashboard/reports");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV of Applications by status now" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^report-status-\d{4}-\d{2}-\d{2}-to-/);
  const file = await download.path();
  const { readFileSync } = await import("node:fs");
  // Excel-compatible: the UTF-8 byte-order mark, then the header row (issue 24).
  const text = readFileSync(file!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text.slice(1).split("\r\n")[0]).toBe("Status,Applications");
});
