import fs from "node:fs";
import { expect, test } from "./support/test";
import {
  approveAndCollectFees,
  createAndSubmitApplication,
  demo,
  signIn,
  signUp,
  uniqueEmail,
  waitForMail,
  axeViolations,
} from "./support/helpers";

test("the membership fee paid issues the certificate at once; the applicant views it and downloads the PDF; verification; the admin revokes it and cannot certify the application again", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("certified");
  const businessName = `Certified Chipmunk Care ${Date.now().toString(36)}`;
  await signUp(page, { email, organization: businessName });
  const applicationPath = await createAndSubmitApplication(page, businessName);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await approveAndCollectFees(admin, applicationPath);

  // Issued with the payment (decision 051): certified, linked to its certificate, nothing to generate.
  await expect(admin.getByTestId("status-badge")).toHaveText("Certified");
  const certificateLink = admin.getByRole("link", { name: /^Certificate \d{4}-\d{5}$/ });
  const number = (await certificateLink.textContent())!.replace("Certificate ", "").trim();
  await admin.goto("/dashboard/certificates");
  await expect(admin.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
  const generate = admin.getByRole("region", { name: "Generate certificate" });
  await expect(
    generate.getByRole("button", { name: `Generate certificate for ${businessName}` }),
  ).toHaveCount(0);
  await admin.goto(applicationPath);
  await admin.getByRole("link", { name: `Certificate ${number}` }).click();
  await expect(admin).toHaveURL(/\/dashboard\/certificates\/view\/[0-9a-f-]{36}/);
  const heading = admin.getByRole("heading", { level: 1, name: `Certificate ${number}` });
  await expect(heading).toBeVisible();
  const certificatePath = new URL(admin.url()).pathname;
  const verificationUrl = (await admin.getByTestId("verification-url").textContent())!.trim();
  expect(verificationUrl).toMatch(/\/verify\/[A-Za-z0-9_-]{43}$/);

  // The applicant: e-mail, My Certificates, the certificate on screen, the PDF.
  const mail = await waitForMail(email, new RegExp(`^Certificate ${number} issued to `));
  expect(mail.text).toContain(verificationUrl);
  await page.goto("/dashboard/certificates");
  await expect(page.getByRole("heading", { level: 1, name: "My Certificates" })).toBeVisible();
  await expect(page.getByRole("cell", { name: businessName, exact: true })).toBeVisible();
  await expect(
    page.getByRole("cell", { name: "4 Elm Road, Toronto, Ontario, M5V 2T6, Canada" }),
  ).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`^Certificate ${number}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${certificatePath}$`));
  const card = page.getByRole("article", { name: `Certificate of Accreditation ${number}` });
  await expect(card.getByText(businessName)).toBeVisible();
  await expect(card.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(card.getByText("Scan to verify")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Revoke certificate" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${number}.pdf`);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 4).toString()).toBe("%PDF");

  // Another applicant gets 404 for the certificate and its PDF.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, demo.applicant);
  expect((await other.goto(certificatePath))?.status()).toBe(404);
  expect((await other.request.get(`${certificatePath.replace("/view", "")}/pdf`)).status()).toBe(
    404,
  );
  await otherContext.close();

  // Public verification from the QR link shows it valid.
  const verify = await browser.newPage();
  await verify.goto(verificationUrl);
  const verdict = verify.getByRole("main").getByRole("heading", { level: 2 }).first();
  await expect(verdict).toContainText(number);
  await expect(verdict).toContainText(/^Valid/);

  // The admin revokes it after confirming; the application returns to approved.
  await admin.goto(certificatePath);
  await admin.getByLabel("Reason for revoking").fill("Lethal traps found at a follow-up visit");
  await admin.getByRole("button", { name: "Revoke certificate" }).click();
  await expect(admin.getByRole("alert")).toContainText(`Revoke certificate ${number}?`);
  await admin.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(admin.getByRole("status")).toHaveText(/is revoked/);
  await expect(admin.getByRole("heading", { name: /^Revoked on / })).toBeVisible();
  await admin.goto(applicationPath);
  await expect(admin.getByTestId("application-standing")).toHaveText(/Revoked$/);
  // Certified is not offered by hand while the certificate is revoked (decision 051; the
  // service's refusal, saying why, is tested over HTTP): only moves that can succeed.
  await expect(
    admin.getByLabel("New status").locator("option", { hasText: /^Certified$/ }),
  ).toHaveCount(0);
  await expect(admin.getByTestId("application-standing")).toHaveText(/Revoked$/);
  await admin.goto("/dashboard/certificates?status=revoked");
  await expect(
    admin.getByRole("link", { name: new RegExp(`^Certificate ${number}`) }),
  ).toBeVisible();
  await adminContext.close();

  await verify.goto(verificationUrl);
  await expect(verdict).toContainText(/^Revoked/);
  await verify.close();

  // The business is told it was revoked, why and what it can do, not "Approved … pay".
  const notice = await waitForMail(email, new RegExp(`^Certificate ${number} revoked `));
  expect(notice.text).toContain("Lethal traps found at a follow-up visit");
  expect(notice.text).toContain("Appeal:");
  expect(notice.text).not.toContain("membership fee");
  await page.goto(applicationPath);
  await expect(
    page.getByRole("heading", { name: "Next step: Your certificate was revoked" }),
  ).toBeVisible();
  await expect(page.getByTestId("next-step")).toContainText(
    "Lethal traps found at a follow-up visit",
  );
  await expect(page.getByText("Await your certificate")).toHaveCount(0);
  await page.goto("/dashboard");
  await expect(page.getByTestId("overview-alert")).toContainText("Your certificate was revoked");
});

test("examiners cannot open the certificates screen", async ({ page }) => {
  await signIn(page, demo.examiner);
  const response = await page.goto("/dashboard/certificates");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
});
