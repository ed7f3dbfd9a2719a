/**
 * Issue 22's journey end to end: a visitor reports a concern from a
 * business's page (through its verification page), staff investigate and
 * suspend the certificate, verification and the directory show it, the
 * business appeals from its dashboard, a panel of committee members who took
 * no part in the decision reinstates it, and everyone is told (Mail Log).
 *
 * Maritime Critter Solutions is used by no other end-to-end test; the test
 * ends with it accredited and listed again.
 */
import { expect, test, type Page } from "./support/test";
import {
  demo,
  DEMO_PASSWORD,
  reviewScreenshot,
  samplePdf,
  signIn,
  uniqueEmail,
  waitForMail,
} from "./support/helpers";

const BUSINESS = "Maritime Critter Solutions";
const BUSINESS_LOGIN = "maritime@demo.test";
/** Committee members the demo seed keeps out of every demo decision about the businesses. */
const PANEL = [
  { email: "committee2@demo.test", name: "Priya Shah" },
  { email: "committee3@demo.test", name: "Marcus Bell" },
];

function shots(page: Page, name: string) {
  return reviewScreenshot(page, `suspension-appeal-${name}`, [1280, 390]);
}

/** The directory's answer to a search for the business: listed or not. */
async function directoryLists(page: Page): Promise<boolean> {
  await page.goto(`/directory?q=${encodeURIComponent("Maritime Critter")}`);
  await expect(page.getByRole("status").first()).toBeVisible();
  return (await page.getByRole("link", { name: BUSINESS }).count()) > 0;
}

test("a concern leads to a suspension; verification and the directory show it; the business appeals; an impartial panel reinstates; everyone is told", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const reporter = uniqueEmail("maritime-reporter");

  // 1. A visitor: the business's directory page → its verification page → Report a concern.
  const visitor = await browser.newPage();
  expect(await directoryLists(visitor)).toBe(true);
  await visitor.getByRole("link", { name: BUSINESS }).first().click();
  await expect(visitor.locator("h1")).toContainText(BUSINESS);
  await visitor.getByRole("link", { name: "Verify this certificate", exact: true }).click();
  await expect(visitor).toHaveURL(/\/verify\//);
  const verifyUrl = new URL(visitor.url()).pathname;
  await expect(visitor.getByRole("definition").filter({ hasText: /^Valid$/ })).toBeVisible();
  await visitor.getByRole("main").getByRole("link", { name: "Report a concern" }).click();
  await expect(visitor.locator("h1")).toHaveText(`Report a concern about ${BUSINESS}`);
  await visitor
    .getByLabel("What happened")
    .fill("They used a leg-hold trap on a raccoon behind our restaurant and left it overnight.");
  await visitor.getByLabel("When it happened").fill("2026-11-02");
  await visitor.getByLabel("Where it happened (town or address)").fill("Halifax, NS");
  await visitor.getByLabel("Your name").fill("Morgan Reporter");
  await visitor.getByLabel("Your e-mail").fill(reporter);
  await visitor.getByLabel(/may contact me/).check();
  await visitor.getByRole("button", { name: "Send concern" }).click();
  const referenceLine = visitor.getByTestId("concern-reference");
  await expect(referenceLine).toContainText(/C-\d{4}-\d{4}/);
  const reference = (await referenceLine.textContent())!.match(/C-\d{4}-\d{4}/)![0];
  await waitForMail(reporter, new RegExp(`reference ${reference}`), { after: started });

  // 2. Staff acknowledge and investigate, then suspend the certificate from its page.
  const staff = await browser.newPage();
  await signIn(staff, demo.admin);
  await staff.goto("/dashboard/complaints");
  await staff.getByRole("link", { name: reference }).click();
  await expect(staff.locator("h1")).toHaveText(`Complaint ${reference}`);
  await staff.getByRole("button", { name: "Acknowledge" }).click();
  await expect(staff.getByText("The case is acknowledged.", { exact: true })).toBeVisible();
  await staff.getByRole("button", { name: "Start the investigation" }).click();
  await expect(staff.getByText("The case is under investigation.", { exact: true })).toBeVisible();
  const casePath = new URL(staff.url()).pathname;
  await staff.getByRole("link", { name: new RegExp(`^${BUSINESS} \\(certificate `) }).click();
  await expect(staff).toHaveURL(/\/dashboard\/certificates\/view\//);
  const certificatePath = new URL(staff.url()).pathname;
  const reviewOn = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  await staff
    .getByLabel("Reason for suspending")
    .fill(`Complaint ${reference}: an animal left in a leg-hold trap overnight.`);
  await staff.getByLabel("Review date").fill(reviewOn);
  await staff.getByRole("button", { name: "Suspend certificate" }).click();
  await expect(staff.getByText(/^Suspend certificate \d{4}-\d+\?$/)).toBeVisible();
  await staff.getByRole("button", { name: "Yes, suspend" }).click();
  await expect(staff.getByText(/Certificate \d{4}-\d+ is suspended\./)).toBeVisible();
  await expect(staff.getByRole("heading", { name: /^Suspended since / })).toBeVisible();
  await shots(staff, "certificate-suspended");
  const suspendedMail = await waitForMail(BUSINESS_LOGIN, /^Certificate \d{4}-\d+ suspended$/, {
    after: started,
  });
  const certificateNumber = suspendedMail.subject.match(/\d{4}-\d+/)![0];

  // Staff resolve the concern: the reporter and the business are told the outcome.
  await staff.goto(casePath);
  await staff.getByLabel("Upheld", { exact: true }).check();
  await staff
    .getByLabel("Findings (sent to the reporter and the business)")
    .fill("The trap was left overnight; the certificate is suspended while the business answers.");
  await staff.getByRole("button", { name: "Resolve the case" }).click();
  await expect(
    staff.getByText("The case is resolved; the reporter and the business have been told."),
  ).toBeVisible();
  await waitForMail(reporter, new RegExp(`Outcome of your concern ${reference}: Upheld`), {
    after: started,
  });

  // 3. The public sees it: verification says Suspended (with the date, never the reason); the directory drops it.
  await visitor.goto(verifyUrl);
  await expect(visitor.getByRole("definition").filter({ hasText: /^Suspended on / })).toBeVisible();
  await expect(visitor.locator("main")).not.toContainText("leg-hold trap");
  await shots(visitor, "verification-suspended");
  const api = await visitor.request.get(`/api/verify/${certificateNumber}`);
  expect(api.status()).toBe(200);
  const json = (await api.json()) as { status: string; suspendedAt?: string };
  expect(json.status).toBe("suspended");
  expect(json.suspendedAt).toEqual(expect.any(String));
  expect(await directoryLists(visitor)).toBe(false);

  // 4. The business appeals from its dashboard, with a document.
  const business = await browser.newPage();
  await signIn(business, BUSINESS_LOGIN, DEMO_PASSWORD);
  await business.goto(certificatePath);
  await business.getByRole("link", { name: "Appeal this decision" }).click();
  await expect(business.locator("h1")).toHaveText("Appeal this decision");
  await expect(business.getByText("Suspension of a certificate")).toBeVisible();
  await business
    .getByLabel("Grounds for the appeal")
    .fill(
      "The trap was set by a neighbour, not by our crew; our job log for that night is attached.",
    );
  await business.getByLabel(/Supporting documents/).setInputFiles(samplePdf("job-log.pdf"));
  await shots(business, "appeal-form");
  await business.getByRole("button", { name: "Send the appeal" }).click();
  await expect(
    business.getByText("Your appeal has been sent. We have e-mailed you a confirmation."),
  ).toBeVisible();
  const appealReference = (await business.locator("h1").textContent())!.match(/AP-\d{4}-\d{5}/)![0];
  await expect(business.getByRole("link", { name: "job-log.pdf" })).toBeVisible();
  await waitForMail(BUSINESS_LOGIN, new RegExp(`^Appeal ${appealReference} received$`), {
    after: started,
  });
  const appealPath = new URL(business.url()).pathname;

  // 5. Staff open the panel: the roll leaves out those who took part in the decision.
  await staff.goto("/dashboard/appeals");
  await staff.getByRole("link", { name: appealReference }).click();
  await expect(staff.locator("h1")).toHaveText(`Appeal ${appealReference}`);
  await expect(staff.getByRole("link", { name: "job-log.pdf" })).toBeVisible();
  await staff.getByRole("button", { name: "Open the panel" }).click();
  await expect(
    staff.getByText(/^The panel is open: \d+ committee members have been asked/),
  ).toBeVisible();
  const panel = staff.getByRole("region", { name: "Panel" });
  for (const member of PANEL) await expect(panel.getByText(member.name)).toBeVisible();
  // The suspender (the demo administrator) and the committee member who issued the certificate are off the roll.
  for (const tookPart of ["Alex Morgan", "Jordan Lee"]) {
    await expect(panel.getByText(tookPart)).toHaveCount(0);
  }
  await expect(panel.getByRole("listitem")).toHaveCount(PANEL.length);
  await shots(staff, "appeal-panel");

  // 6. Each panel member votes to uphold; the last vote decides and reinstates.
  for (const [i, member] of PANEL.entries()) {
    const page = await browser.newPage();
    await signIn(page, member.email);
    await page.goto(appealPath);
    await page.getByLabel("Uphold the appeal").check();
    await page.getByLabel("Comment (optional)").fill("The job log shows the crew elsewhere.");
    await page.getByRole("button", { name: "Cast the vote" }).click();
    await expect(
      page.getByText(
        i === PANEL.length - 1
          ? "Your vote has been recorded. Everyone on the panel has voted, so the appeal is decided."
          : "Your vote has been recorded.",
        { exact: true },
      ),
    ).toBeVisible();
    if (i === PANEL.length - 1) {
      await expect(page.getByTestId("appeal-status")).toHaveText("Upheld");
      await shots(page, "appeal-upheld");
    }
    await page.close();
  }

  // 7. Back in force: verification valid, listed again; the business and the reporter were told.
  await visitor.goto(verifyUrl);
  await expect(visitor.getByRole("definition").filter({ hasText: /^Valid$/ })).toBeVisible();
  expect(await directoryLists(visitor)).toBe(true);
  const upheld = await waitForMail(
    BUSINESS_LOGIN,
    new RegExp(`^Appeal ${appealReference} upheld$`),
    {
      after: started,
    },
  );
  expect(upheld.text).toContain("Your certificate is back in force");
  await business.goto(certificatePath);
  await expect(business.getByRole("heading", { name: /^Suspended since / })).toHaveCount(0);

  await staff.goto(`/dashboard/mail-log?q=${encodeURIComponent(BUSINESS_LOGIN)}`);
  for (const subject of [
    `Certificate ${certificateNumber} suspended`,
    `Appeal ${appealReference} received`,
    `Appeal ${appealReference} upheld`,
    `Outcome of concern ${reference}`,
  ]) {
    await expect(staff.getByText(subject, { exact: false }).first()).toBeVisible();
  }
  await staff.goto(`/dashboard/mail-log?q=${encodeURIComponent(reporter)}`);
  await expect(
    staff.getByText(`Outcome of your concern ${reference}: Upheld`).first(),
  ).toBeVisible();
});
