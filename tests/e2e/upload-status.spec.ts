import { expect, test } from "./support/test";
import { createAndSubmitApplication, signUp, uniqueEmail } from "./support/helpers";

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");
const pngBytes = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("upload status cards of earlier attempts clear when new files are chosen", async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail("upload-cards") });
  await createAndSubmitApplication(page, `Card Clearing Wildlife ${Date.now().toString(36)}`);
  const form = page.getByRole("form", { name: "Upload documents" });
  const cards = page.getByRole("list", { name: "Uploads" }).getByRole("listitem");

  // A refused file leaves an error card…
  await form.getByLabel("Document type").selectOption({ label: "Other" });
  await form
    .getByLabel("Files")
    .setInputFiles({ name: "disguised.pdf", buffer: pngBytes, mimeType: "application/pdf" });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("alert")).toContainText("disguised.pdf is not an allowed file type");

  // …which goes as soon as other files are chosen.
  await form
    .getByLabel("Files")
    .setInputFiles({ name: "licence.pdf", buffer: pdfBytes, mimeType: "application/pdf" });
  await expect(cards).toHaveCount(0);
  await expect(page.getByText("disguised.pdf is not an allowed file type")).toHaveCount(0);

  // A finished upload's card goes too when the next files are chosen.
  await form.getByLabel("Document type").selectOption({ label: "Other" });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("status")).toHaveText("1 document uploaded.");
  await form
    .getByLabel("Files")
    .setInputFiles({ name: "photo.png", buffer: pngBytes, mimeType: "image/png" });
  await expect(cards).toHaveCount(0);
});
