import { expect, test, type Browser, type Page } from "./support/test";
import { demo, reviewScreenshot, samplePdf, signIn } from "./support/helpers";

const BUSINESS = "Desert Sun Wildlife Exclusion";
const BUSINESS_ACCOUNT = "desert-sun@demo.test";

async function as(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test("the examiner's audit opens a corrective action; the business answers with evidence on a phone; the examiner accepts; the business sees it closed", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // The examiner completes the demo audit of Desert Sun with one minor non-conformity.
  const examiner = await as(browser, demo.examiner);
  await examiner.goto("/dashboard/audits");
  await examiner.getByRole("link", { name: BUSINESS }).first().click();
  await expect(
    examiner.getByRole("heading", { level: 1, name: `Audit: ${BUSINESS}` }),
  ).toBeVisible();
  for (let n = 1; n <= 15; n++) {
    await examiner
      .locator(`#finding-${n}`)
      .selectOption(n === 4 ? "minor-non-conformity" : "compliant");
  }
  await examiner.locator("#notes-4").fill("The trap log was not kept for two days.");
  await examiner
    .getByLabel("Overall recommendation")
    .selectOption({ label: "Approval after minor corrections" });
  await examiner.getByRole("button", { name: "Save and complete audit" }).click();
  await expect(
    examiner.getByText("The audit is completed and the report goes to the review panel."),
  ).toBeVisible();
  const panel = examiner.getByTestId("corrective-actions-panel");
  await expect(panel).toContainText("Minor non-conformity");
  await expect(panel).toContainText("Open: waiting for the business");

  // The business, on a phone: its list, the action, the answer with an evidence file.
  const business = await as(browser, BUSINESS_ACCOUNT, 390);
  await business.goto("/dashboard/corrective-actions");
  await expect(
    business.getByRole("heading", { level: 1, name: "Corrective actions" }),
  ).toBeVisible();
  await business.getByRole("link", { name: /^4\. / }).click();
  await expect(business.getByText("The trap log was not kept for two days.")).toBeVisible();
  await reviewScreenshot(business, "corrective-action-answer-390");
  // Both texts are required: the refusal is at the field.
  await business.getByRole("button", { name: "Send the answer" }).click();
  await expect(business.getByText("Say what caused the non-conformity.")).toBeVisible();
  await business
    .getByLabel("What caused the non-conformity?")
    .fill("The log sheet stayed in the truck over the weekend.");
  await business
    .getByLabel("What did you change to correct it?")
    .fill("A log on every trap, checked each morning, and a weekend rota.");
  await business.getByLabel(/Evidence files/).setInputFiles(samplePdf("trap-log.pdf"));
  await business.getByRole("button", { name: "Send the answer" }).click();
  await expect(
    business.getByText("Your answer has been sent. The examiner will verify it."),
  ).toBeVisible();
  await expect(business.getByTestId("corrective-action-status")).toHaveText(
    "Answered: waiting for verification",
  );
  const actionUrl = business.url();
  // The page fits the phone: nothing wider than the screen.
  const overflow = await business.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The examiner verifies: the evidence is there; accepting asks first.
  await examiner.goto(actionUrl);
  await expect(examiner.getByRole("link", { name: "trap-log.pdf" })).toBeVisible();
  await examiner.getByRole("button", { name: "Accept and close" }).click();
  await expect(
    examiner.getByRole("alertdialog", { name: "Accept this corrective action?" }),
  ).toBeVisible();
  await examiner.getByRole("button", { name: "Yes, accept it" }).click();
  await expect(examiner.getByText("The corrective action is accepted and closed.")).toBeVisible();
  // The examiner's list (desktop): the action, closed.
  await examiner.goto("/dashboard/corrective-actions");
  await expect(examiner.getByTestId("corrective-actions-table")).toContainText(BUSINESS);
  await expect(examiner.getByTestId("corrective-actions-table")).toContainText("Accepted (closed)");
  await reviewScreenshot(examiner, "corrective-actions-list-1280");

  // The business sees it closed, with nothing left to answer.
  await business.reload();
  await expect(business.getByTestId("corrective-action-status")).toHaveText("Accepted (closed)");
  await expect(business.getByRole("button", { name: "Send the answer" })).toHaveCount(0);
  await reviewScreenshot(business, "corrective-action-closed-390");
});
