import fs from "node:fs";
import { expect, test, type Page } from "./support/test";
import {
  createAndSubmitApplication,
  demo,
  signIn,
  signUp,
  uniqueEmail,
  waitForMail,
  axeViolations,
} from "./support/helpers";

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  // Typed without the slash: accepted as 12/34.
  await page.getByLabel("Expiry (MM/YY)").fill("1234");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $750.00 USD" }).click();
}

test("a new applicant pays the audit fee in test mode: decline, then success, receipt PDF and e-mail, admin alert", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("payer");
  const businessName = `Marten Humane Wildlife ${Date.now().toString(36)}`;
  await signUp(page, { email, organization: businessName });
  const applicationPath = await createAndSubmitApplication(page, businessName);
  await expect(page.getByText("Fees pending").first()).toBeVisible();

  await page.getByRole("link", { name: "Pay audit fee" }).first().click();
  await expect(page).toHaveURL(`${applicationPath}/payment?type=audit`);
  await expect(page.getByRole("heading", { level: 1, name: "Pay the audit fee" })).toBeVisible();
  await expect(page.getByText("No real charge is made.")).toBeVisible();
  await expect(page.getByTestId("fee-amount")).toHaveText("$750.00 USD");
  expect(await axeViolations(page)).toEqual([]);

  // The decline card: a clear message, and the fee stays unpaid.
  await payWith(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  await page.goto(applicationPath);
  await expect(page.getByText("Fees pending").first()).toBeVisible();
  await expect(page.getByText("Audit fee paid")).toHaveCount(0);

  // The success card: confirmed by the server, then the receipt.
  await page.goto(`${applicationPath}/payment?type=audit`);
  await payWith(page, "4242 4242 4242 4242");
  await expect(page.getByText("Payment successful")).toBeVisible();
  const receiptLink = page.getByRole("link", { name: "Download your receipt (PDF)" });
  const [download] = await Promise.all([page.waitForEvent("download"), receiptLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{8}-[0-9A-F]{8}\.pdf$/);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");

  await page.goto(applicationPath);
  await expect(page.getByText("Audit fee paid").first()).toBeVisible();

  const mail = await waitForMail(email, /^Payment received: Audit fee for /);
  expect(mail.subject).toBe(`Payment received: Audit fee for ${businessName}`);
  expect(mail.text).toContain("Amount: $750.00 USD");
  expect(mail.text).toMatch(/\/dashboard\/payments\/[0-9a-f-]{36}\/receipt/);

  // The administrator is alerted.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, demo.admin);
  await adminPage.getByRole("button", { name: /^Notifications, \d+\+? unread$/ }).click();
  await expect(
    adminPage
      .getByRole("dialog", { name: "Notifications" })
      .getByText(`Audit fee paid ($750.00 USD) for ${businessName}: the audit can be scheduled.`),
  ).toBeVisible();
  await adminContext.close();
});

test("the payment page refuses what cannot be paid and hides other applicants' applications", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("payer2");
  await signUp(page, { email, organization: `Refusal Wildlife ${Date.now().toString(36)}` });
  const applicationPath = await createAndSubmitApplication(
    page,
    `Refusal Wildlife ${Date.now().toString(36)}`,
  );
  await page.goto(`${applicationPath}/payment?type=membership`);
  await expect(page.getByRole("alert")).toHaveText(
    "The membership fee can be paid once the application is approved.",
  );
  await expect(page.getByLabel("Card number")).toHaveCount(0);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage, { email: uniqueEmail("other"), organization: "Other Wildlife Co" });
  const response = await otherPage.goto(`${applicationPath}/payment?type=audit`);
  expect(response?.status()).toBe(404);
  await other.close();
});

test("staff record offline payments: a cheque for the audit fee, then a bank transfer for the membership fee once approved, which issues the certificate", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("offline");
  const businessName = `Offline Otter Wildlife ${Date.now().toString(36)}`;
  await signUp(page, { email, organization: businessName });
  const applicationPath = await createAndSubmitApplication(page, businessName);

  const committeeContext = await browser.newContext();
  const committee = await committeeContext.newPage();
  await signIn(committee, demo.committee);
  await committee.goto(applicationPath);
  const panel = committee.getByRole("region", { name: "Payments" });
  // Staff do not pay by card; they record what was received.
  await expect(panel.getByRole("link", { name: /^Pay / })).toHaveCount(0);
  await panel.getByLabel("Payment method").selectOption("cheque");
  await panel.getByLabel("Reference").fill("CHQ-004512");
  await panel.getByRole("button", { name: "Record audit fee payment" }).click();
  await expect(
    committee.getByText("Offline payment recorded. The applicant has been sent a receipt."),
  ).toBeVisible();
  await expect(committee.getByText("Audit fee paid").first()).toBeVisible();
  await expect(panel.getByRole("cell", { name: "Cheque" })).toBeVisible();

  // Through the review to approval.
  for (const status of ["Under review", "Audit scheduled", "Audit completed", "Approved"]) {
    await committee.getByLabel("New status").selectOption({ label: status });
    await committee.getByRole("button", { name: "Update status" }).click();
    await expect(committee.getByTestId("status-badge")).toHaveText(status);
  }

  await panel.getByLabel("Payment method").selectOption("bank_transfer");
  await panel.getByLabel("Reference").fill("WIRE-2026-118");
  await panel.getByRole("button", { name: "Record membership fee payment" }).click();
  await expect(
    committee.getByText("Offline payment recorded. The applicant has been sent a receipt."),
  ).toBeVisible();
  await expect(committee.getByText("Membership fee paid").first()).toBeVisible();
  await expect(panel.getByRole("button", { name: /^Record / })).toHaveCount(0);
  // The certificate is issued with the payment (decision 051): no waiting for staff.
  await expect(committee.getByTestId("status-badge")).toHaveText("Certified");
  await committeeContext.close();

  const mail = await waitForMail(email, /^Payment received: Membership fee for /);
  expect(mail.text).toContain("Amount: $450.00 USD");
  await waitForMail(email, /^Certificate \d{4}-\d{5} issued to /);

  // The applicant sees both payments with their receipts.
  await page.goto(applicationPath);
  const mine = page.getByRole("region", { name: "Payments" });
  await expect(mine.getByRole("link", { name: /^Receipt \(PDF\) R-/ })).toHaveCount(2);
  await expect(mine.getByRole("cell", { name: "Bank transfer" })).toBeVisible();
});
