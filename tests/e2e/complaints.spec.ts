import { expect, test, type Page } from "./support/test";
import {
  demo,
  DEMO_PASSWORD,
  reviewScreenshot,
  signIn,
  uniqueEmail,
  waitForMail,
} from "./support/helpers";

const BUSINESS = "Prairie Wildlife Exclusion Co.";
const BUSINESS_LOGIN = "prairie@demo.test";

function shots(page: Page, name: string) {
  return reviewScreenshot(page, `complaints-${name}`, [1280, 390]);
}

test("a visitor reports a concern; staff acknowledge, investigate and uphold it; everyone is told; the business answers", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const reporter = uniqueEmail("reporter");

  // The visitor, on a phone, from the footer's general "Report a concern" (issue 33).
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto("/");
  await visitor.getByRole("contentinfo").getByRole("link", { name: "Report a concern" }).click();
  await expect(visitor.locator("h1")).toHaveText("Report a concern");
  await visitor.getByLabel("Business name or certificate number").fill("Prairie");
  await visitor.getByRole("button", { name: "Find the business" }).click();
  await visitor.getByRole("link", { name: `Report a concern about ${BUSINESS}` }).click();
  await expect(visitor.locator("h1")).toHaveText(`Report a concern about ${BUSINESS}`);
  await shots(visitor, "report-form");
  await visitor
    .getByLabel("What happened")
    .fill("The crew sealed the attic with a family of raccoons still inside.");
  await visitor.getByLabel("When it happened").fill("2026-10-20");
  await visitor.getByLabel("Where it happened (town or address)").fill("Saskatoon, SK");
  await visitor.getByLabel("Your name").fill("Dana Visitor");
  await visitor.getByLabel("Your e-mail").fill(reporter);
  await visitor.getByLabel(/may contact me/).check();
  await visitor.getByRole("button", { name: "Send concern" }).click();
  const referenceLine = visitor.getByTestId("concern-reference");
  await expect(referenceLine).toContainText(/C-\d{4}-\d{4}/);
  // The answer takes the form's place while the page was scrolled to the button: it takes
  // focus, so the phone shows it and a screen reader reads it.
  await expect(visitor.getByTestId("concern-received")).toBeFocused();
  await expect(referenceLine).toBeInViewport();
  const reference = (await referenceLine.textContent())!.match(/C-\d{4}-\d{4}/)![0];
  await shots(visitor, "report-received");
  const confirmation = await waitForMail(reporter, new RegExp(`reference ${reference}`), {
    after: started,
  });
  expect(confirmation.text).toContain("within 5 business days");

  // Staff: the list, the case, acknowledge (the business is told).
  const staff = await browser.newPage();
  await signIn(staff, demo.admin);
  await staff.goto("/dashboard/complaints");
  await expect(staff.locator("h1")).toHaveText("Complaints");
  await shots(staff, "list");
  await staff.getByRole("link", { name: reference }).click();
  await expect(staff.locator("h1")).toHaveText(`Complaint ${reference}`);
  await expect(staff.getByTestId("reporter-details")).toContainText(reporter);
  await staff.getByRole("button", { name: "Acknowledge" }).click();
  await expect(staff.getByText("The case is acknowledged.", { exact: true })).toBeVisible();
  await shots(staff, "case");
  const told = await waitForMail(
    BUSINESS_LOGIN,
    new RegExp(`A concern about .*\\(${reference}\\)`),
    {
      after: started,
    },
  );
  expect(told.text).not.toContain(reporter);
  expect(told.text).not.toContain("Dana Visitor");

  // The business answers from its dashboard (it never sees who reported).
  const business = await browser.newPage();
  await signIn(business, BUSINESS_LOGIN, DEMO_PASSWORD);
  const respondUrl = told.text.match(/https?:\/\/\S+\/dashboard\/concerns\/[0-9a-f-]+/)![0];
  await business.goto(new URL(respondUrl).pathname);
  await expect(business.locator("h1")).toContainText(reference);
  await expect(business.locator("main")).not.toContainText(reporter);
  await business
    .getByLabel("Your account of what happened")
    .fill("We checked the attic with a camera before sealing; we will revisit tomorrow.");
  await business.getByRole("button", { name: "Send response" }).click();
  await expect(business.getByText("Your response has been sent to the programme.")).toBeVisible();
  await shots(business, "business-response");

  // Staff investigate and resolve as upheld.
  await staff.reload();
  await expect(
    staff.getByTestId("complaint-timeline").getByText("We checked the attic with a camera"),
  ).toBeVisible();
  await staff.getByRole("button", { name: "Start the investigation" }).click();
  await expect(staff.getByText("The case is under investigation.")).toBeVisible();
  await staff.getByLabel("Upheld", { exact: true }).check();
  await staff
    .getByLabel("Findings (sent to the reporter and the business)")
    .fill("Young raccoons were sealed in; the business must use one-way doors first.");
  await staff.getByRole("button", { name: "Resolve the case" }).click();
  await expect(
    staff.getByText("The case is resolved; the reporter and the business have been told."),
  ).toBeVisible();

  const toReporter = await waitForMail(
    reporter,
    new RegExp(`Outcome of your concern ${reference}: Upheld`),
    {
      after: started,
    },
  );
  expect(toReporter.text).toContain("one-way doors");
  const toBusiness = await waitForMail(
    BUSINESS_LOGIN,
    new RegExp(`Outcome of concern ${reference}`),
    {
      after: started,
    },
  );
  expect(toBusiness.text).toContain("upheld");

  await business.reload();
  await expect(business.getByRole("heading", { name: "Outcome: Upheld" })).toBeVisible();
});
