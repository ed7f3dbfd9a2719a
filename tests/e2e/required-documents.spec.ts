import { expect, test } from "./support/test";
import {
  requiredDocumentLabels,
  reviewScreenshot,
  saveCompleteDraft,
  seriousViolations,
  signUp,
  uniqueEmail,
  uploadDocuments,
} from "./support/helpers";

/** Screenshots of the refused submit, for people to look at (not compared). */

for (const { label, width, height } of [
  { label: "desktop", width: 1280, height: 900 },
  { label: "phone", width: 390, height: 844 },
]) {
  test(`${label}: a business submitting without documents is told which are missing, uploads them and submits`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const tag = Date.now().toString(36);
    const business = `Paperless Wildlife ${label} ${tag}`;
    await signUp(page, { email: uniqueEmail(`docs-${label}`), organization: business });

    // The new form says what comes after saving; it has no Submit of its own.
    await page.goto("/dashboard/applications/new");
    await expect(page.getByTestId("documents-before-submit")).toContainText(
      "upload your Business licence, Liability insurance and Wildlife permit",
    );
    await expect(page.getByRole("button", { name: "Submit application" })).toHaveCount(0);
    const applicationPath = await saveCompleteDraft(page, business);

    // The next step lists each required document in words.
    const checklist = page.getByTestId("next-step").getByTestId("required-documents");
    await expect(checklist).toContainText("3 of 3 missing");
    for (const doc of requiredDocumentLabels) {
      await expect(checklist.getByRole("listitem").filter({ hasText: doc })).toContainText(
        `${doc}: Missing`,
      );
    }

    // The dashboard tracker shows the same checklist for the draft.
    await page.goto("/dashboard");
    const tracker = page.getByTestId("overview-application").filter({ hasText: business });
    await expect(tracker.getByTestId("required-documents")).toContainText("3 of 3 missing");
    await tracker
      .getByRole("link", { name: `Upload the missing documents for ${business}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${applicationPath}#documents$`));

    // Submitting now is refused with the missing documents and a link to upload them.
    await page.getByRole("button", { name: "Submit application" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "before submitting" });
    await expect(refusal).toContainText(
      "Upload your Business licence, Liability insurance and Wildlife permit before submitting.",
    );
    await expect(page.getByTestId("status-badge")).toHaveText("Draft");
    const uploadLink = refusal.getByRole("link", { name: "Upload the missing documents" });
    await expect(uploadLink).toBeVisible();
    await reviewScreenshot(page, `refused-submit-${width}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The link goes to the upload form on the same page.
    await uploadLink.click();
    await expect(page).toHaveURL(/#documents$/);
    await expect(page.getByRole("form", { name: "Upload documents" })).toBeInViewport();

    // One document: the checklist and a new refusal name the two still missing.
    await uploadDocuments(page, ["Business licence"]);
    await expect(checklist).toContainText("2 of 3 missing");
    await expect(
      checklist.getByRole("listitem").filter({ hasText: "Business licence" }),
    ).toContainText("Business licence: Uploaded");
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "before submitting" })).toContainText(
      "Upload your Liability insurance and Wildlife permit before submitting.",
    );

    // The rest, then submit.
    await uploadDocuments(page, ["Liability insurance", "Wildlife permit"]);
    await expect(checklist).toContainText("all uploaded");
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByTestId("status-badge")).toHaveText("Submitted");
    await expect(
      page.getByText(
        "Your application is submitted. We have e-mailed a confirmation to the contact.",
      ),
    ).toBeVisible();
    await expect(page.getByTestId("required-documents")).toHaveCount(0);
    await context.close();
  });
}
