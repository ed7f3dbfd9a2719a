import fs from "node:fs";
import { expect, test, type Page } from "./support/test";
import {
  demo,
  seriousViolations,
  signIn,
  signUp as signUpAccount,
  uniqueEmail,
} from "./support/helpers";

const PASSWORD = "a-long-test-password";

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");
const pngBytes = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

function signUp(page: Page, email: string) {
  return signUpAccount(page, {
    email,
    name: "Dana Otter",
    organization: "Otter Humane Wildlife",
    password: PASSWORD,
  });
}

/** Creates a draft through the application form; returns the application page URL. */
async function createDraft(page: Page, businessName: string): Promise<string> {
  await page.goto("/dashboard/applications/new");
  await page.getByLabel("Business name").fill(businessName);
  await page.getByLabel("Street address").fill("12 Birch Lane");
  await page.getByLabel("City").fill("Burlington");
  await page.getByLabel("Country").selectOption("United States");
  await page.locator("#field-region").selectOption({ index: 1 });
  await page.getByLabel("Postal code", { exact: true }).fill("05401");
  await page.getByLabel("Contact name").fill("Dana Otter");
  await page.getByLabel("Contact e-mail").fill("dana@example.test");
  await page.getByLabel("Contact phone").fill("(555) 123-4567");
  await page.locator('input[name="servicesOffered"]').first().check();
  await page.getByLabel("Service area").fill("Chittenden County");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/dashboard\/applications\/[0-9a-f-]{36}(\?|$)/);
  return new URL(page.url()).pathname;
}

async function upload(
  page: Page,
  type: string,
  file: { name: string; buffer: Buffer; mimeType: string },
) {
  const form = page.getByRole("form", { name: "Upload documents" });
  await form.getByLabel("Document type").selectOption({ label: type });
  await form.getByLabel("Files").setInputFiles(file);
  await form.getByRole("button", { name: "Upload" }).click();
  const progress = page.getByRole("progressbar", { name: `Upload progress: ${file.name}` });
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByRole("listitem").filter({ has: progress }).getByRole("status")).toHaveText(
    "1 document uploaded.",
  );
}

test("an applicant uploads two documents with progress, sees, downloads and deletes them; another applicant gets 404", async ({
  page,
  browser,
}) => {
  await signUp(page, uniqueEmail("docs"));
  const businessName = `Otter Wildlife ${Date.now().toString(36)}`;
  const applicationPath = await createDraft(page, businessName);

  const panel = page.locator("section#documents");
  await expect(panel.getByRole("heading", { name: "Documents" })).toBeVisible();
  await expect(panel.getByText(/No documents yet/)).toBeVisible();

  await upload(page, "Business licence", {
    name: "licence.pdf",
    buffer: pdfBytes,
    mimeType: "application/pdf",
  });
  await upload(page, "Liability insurance", {
    name: "insurance.png",
    buffer: pngBytes,
    mimeType: "image/png",
  });

  // listed on the application page…
  const licenceRow = panel.getByRole("row").filter({ hasText: "licence.pdf" });
  await expect(licenceRow).toContainText("Business licence");
  await expect(panel.getByRole("row").filter({ hasText: "insurance.png" })).toContainText(
    "Liability insurance",
  );

  // …a disguised file is refused with a clear message and nothing is added
  const form = page.getByRole("form", { name: "Upload documents" });
  await form.getByLabel("Document type").selectOption({ label: "Other" });
  await form
    .getByLabel("Files")
    .setInputFiles({ name: "scan.pdf", buffer: pngBytes, mimeType: "application/pdf" });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "scan.pdf is not an allowed file type" }),
  ).toContainText("(PDF, PNG, JPEG, WebP, DOCX, XLSX)");
  await expect(panel.getByRole("row")).toHaveCount(3); // header + 2

  // …and on /dashboard/documents with the business name
  await page.goto("/dashboard/documents");
  await expect(page.getByRole("heading", { name: "Documents", level: 1 })).toBeVisible();
  const listRow = page.getByRole("row").filter({ hasText: "insurance.png" });
  await expect(listRow).toContainText(businessName);
  await expect(page.getByRole("row").filter({ hasText: "licence.pdf" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // download (the bytes come back unchanged, as an attachment)
  await page.goto(applicationPath);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("link", { name: "Download licence.pdf" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("licence.pdf");
  expect(fs.readFileSync((await download.path())!)).toEqual(pdfBytes);
  const insuranceHref = await panel
    .getByRole("link", { name: "Download insurance.png" })
    .getAttribute("href");
  expect(insuranceHref).toMatch(/^\/dashboard\/documents\/[0-9a-f-]{36}\/download$/);

  // delete asks first: Cancel and Escape keep the document
  await panel.getByRole("button", { name: "Delete licence.pdf" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this document?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await panel.getByRole("button", { name: "Delete licence.pdf" }).click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("row").filter({ hasText: "licence.pdf" })).toBeVisible();

  await panel.getByRole("button", { name: "Delete licence.pdf" }).click();
  await dialog.getByRole("button", { name: "Delete document" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The document was deleted." }),
  ).toBeVisible();
  await expect(panel.getByRole("row").filter({ hasText: "licence.pdf" })).toHaveCount(0);
  await expect(panel.getByRole("row").filter({ hasText: "insurance.png" })).toBeVisible();

  // another applicant: the download URL answers 404, not the file
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, demo.applicant);
  const response = await otherPage.goto(insuranceHref!);
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toBe("Document not found");
  const direct = await otherPage.request.get(insuranceHref!);
  expect(direct.status()).toBe(404);
  await other.close();
});

test("without JavaScript: upload posts and redirects back with a notice; delete confirms inline", async ({
  page,
  browser,
}) => {
  await signUp(page, uniqueEmail("docs-nojs"));
  const businessName = `Badger Humane ${Date.now().toString(36)}`;
  await createDraft(page, businessName);

  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto("/dashboard/documents");
  const form = plain.getByRole("form", { name: "Upload documents" });
  await form.getByLabel("Application").selectOption({ label: businessName });
  await form.getByLabel("Document type").selectOption({ label: "Wildlife permit" });
  await form.getByLabel("Files").setInputFiles([
    { name: "permit.pdf", buffer: pdfBytes, mimeType: "application/pdf" },
    { name: "permit-photo.png", buffer: pngBytes, mimeType: "image/png" },
  ]);
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(plain).toHaveURL(/\/dashboard\/documents\?documents=uploaded#documents$/);
  await expect(
    plain.getByRole("status").filter({ hasText: "Your documents were uploaded." }),
  ).toBeVisible();
  await expect(plain.getByRole("row").filter({ hasText: "permit.pdf" })).toContainText(
    "Wildlife permit",
  );
  await expect(plain.getByRole("row").filter({ hasText: "permit-photo.png" })).toBeVisible();

  // a disguised file: redirected back with the refusal, nothing uploaded
  await form.getByLabel("Application").selectOption({ label: businessName });
  await form.getByLabel("Document type").selectOption({ label: "Other" });
  await form
    .getByLabel("Files")
    .setInputFiles({ name: "fake.pdf", buffer: pngBytes, mimeType: "application/pdf" });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(plain.getByRole("alert")).toContainText("not an allowed file type");
  await expect(plain.getByRole("row").filter({ hasText: "fake.pdf" })).toHaveCount(0);

  await plain.getByRole("button", { name: "Delete permit.pdf" }).click();
  await expect(plain).toHaveURL(/confirmDelete=/);
  const confirm = plain.getByRole("alertdialog", { name: "Delete this document?" });
  await expect(confirm).toContainText("permit.pdf");
  await confirm.getByRole("button", { name: "Delete document" }).click();
  await expect(
    plain.getByRole("status").filter({ hasText: "The document was deleted." }),
  ).toBeVisible();
  await expect(plain.getByRole("row").filter({ hasText: "permit.pdf" })).toHaveCount(0);
  await expect(plain.getByRole("row").filter({ hasText: "permit-photo.png" })).toBeVisible();
  await context.close();
});
