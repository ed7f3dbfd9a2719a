import { expect, test, type Page } from "./support/test";
import { axeViolations, demo, signIn } from "./support/helpers";

/** The demo business whose certificate expires in about five days (reminder sent on start). */
const business = "prairie@demo.test";

async function axeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test("a certified business renews from My Certificates, pays the renewal audit fee; staff approve without an audit (waived, with the reason), the membership fee is paid; verification shows the new expiry; the mail log shows the renewal e-mails", async ({
  page,
  browser,
}) => {
  await signIn(page, business);
  await page.goto("/dashboard/certificates");
  const renew = page.getByRole("link", { name: /^Renew certificate \d{4}-\d{5}$/ });
  await expect(renew).toHaveCount(1);
  const number = (await renew.getAttribute("aria-label"))!.replace("Renew certificate ", "");
  // Renewed before it expires, the certificate's new year starts at its current expiry
  // (decision 078): "Dec 3, 2026" becomes "Dec 3, 2027".
  const currentExpiry = (await page.locator('td[data-label="Expiry"]').first().textContent())!;
  const newExpiry = currentExpiry.trim().replace(/\d{4}$/, (year) => String(Number(year) + 1));
  await renew.click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Renew certificate ${number}` }),
  ).toBeVisible();
  await expect(page.getByText("Renewal audit fee $450.00 USD")).toBeVisible();
  await axeClean(page);

  // A declared change needs a description (message at the field); then without changes.
  const addressChanged = page.getByLabel("Our business address has changed");
  await addressChanged.check();
  await page.getByRole("button", { name: "Start renewal" }).click();
  await expect(page.getByText("Describe what changed since your last application")).toBeVisible();
  await page.getByLabel("Our business address has changed").uncheck();
  await page.getByRole("button", { name: "Start renewal" }).click();
  await expect(page).toHaveURL(/\/dashboard\/applications\/[0-9a-f-]{36}\?notice=renewal-created$/);
  await expect(page.getByText(/Your renewal is started/)).toBeVisible();
  const applicationPath = new URL(page.url()).pathname;

  // The renewal audit fee by card (test mode): 450.00 USD.
  await page.goto(`${applicationPath}/payment?type=audit`);
  await expect(page.getByTestId("fee-amount")).toHaveText("$450.00 USD");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $450.00 USD" }).click();
  await expect(page.getByText("Payment successful")).toBeVisible();

  // Staff find it on the renewals list and approve it (no changes declared).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await admin.goto(`/dashboard/renewals?q=${number}`);
  await expect(
    admin.getByRole("heading", { level: 1, name: "Certificate Renewals" }),
  ).toBeVisible();
  await expect(admin.getByText("1 renewal matches these filters")).toBeVisible();
  await axeClean(admin);
  // No audit took place: approving says why it is waived (decision 078); the paid fee is owed back.
  await expect(admin.getByText("Audit: not decided")).toBeVisible();
  await admin.getByText("Approve without an audit…").click();
  await admin
    .getByLabel("Why no audit is needed this year (shown to the business)")
    .fill("Audited in full last year; no changes declared.");
  await admin.getByRole("button", { name: /^Approve renewal of .* without an audit$/ }).click();
  await expect(admin.getByRole("status").filter({ hasText: "approved" })).toBeVisible();
  await expect(admin.getByText("Audit: waived")).toBeVisible();

  // The renewal membership fee, recorded by staff on the application page.
  await admin.goto(applicationPath);
  const panel = admin.getByRole("region", { name: "Payments" });
  await panel.getByLabel("Payment method").selectOption("bank_transfer");
  await panel.getByLabel("Reference").fill("WIRE-RENEW-1");
  await panel.getByRole("button", { name: "Record membership fee payment" }).click();
  await expect(admin.getByText("Membership fee paid").first()).toBeVisible();
  await expect(admin.getByTestId("status-badge")).toHaveText("Certified");

  // The certificate page and public verification show the new expiry, a year after the old one.
  await page.goto("/dashboard/certificates");
  await page.getByRole("link", { name: new RegExp(`^Certificate ${number}`) }).click();
  await expect(page.getByText(newExpiry).first()).toBeVisible();
  const verificationUrl = (await page.getByTestId("verification-url").textContent())!.trim();
  await page.goto(new URL(verificationUrl).pathname);
  await expect(page.getByText(`genuine and valid until ${newExpiry}`)).toBeVisible();

  // The mail log: the reminder sent on first start and the renewal e-mails.
  await admin.goto(`/dashboard/mail-log?q=${encodeURIComponent(business)}`);
  for (const subject of [
    new RegExp(`^Certificate ${number} expires in \\d+ days`),
    new RegExp(`^Renewal started for certificate ${number}`),
    /^Renewal received: /,
    new RegExp(`^Certificate ${number} renewed: valid until ${newExpiry}`),
  ]) {
    await expect(admin.getByRole("link", { name: subject }).first()).toBeVisible();
  }
  await adminContext.close();
});

test("staff run the expiry check from the renewals page and see what it did", async ({ page }) => {
  await signIn(page, demo.committee);
  await page.goto("/dashboard/renewals");
  await page.getByRole("button", { name: "Run expiry check now" }).click();
  await expect(page.getByText(/^Expiry check done: /)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What the check did" })).toBeVisible();
  await axeClean(page);
});
