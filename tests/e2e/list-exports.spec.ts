import fs from "node:fs";
import { expect, test } from "./support/test";
import {
  createAndSubmitApplication,
  demo,
  seriousViolations,
  signIn,
  signUp,
  uniqueEmail,
  waitForMail,
} from "./support/helpers";

/** The file's text after the UTF-8 byte-order mark Excel needs (every download has it). */
function excelCsv(bytes: Buffer): string {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString("utf8");
}

test("staff sort the users list by a column and download the filtered list as CSV", async ({
  browser,
  page,
}) => {
  const tag = `lst${Date.now().toString(36)}`;
  const people = [
    { name: `Aaron ${tag}`, email: uniqueEmail("aaron"), organization: `Aaron Wildlife ${tag}` },
    // A formula in a field must reach the spreadsheet as text.
    { name: `Zoe ${tag}`, email: uniqueEmail("zoe"), organization: `=1+2 ${tag}` },
  ];
  for (const person of people) {
    const context = await browser.newContext();
    await signUp(await context.newPage(), person);
    await context.close();
  }

  await signIn(page, demo.committee);
  await page.goto(`/dashboard/users?q=${tag}`);
  await expect(page.getByText("2 users match these filters")).toBeVisible();
  const table = page.getByTestId("users-table");
  const nameHeader = table.getByRole("columnheader", { name: /^Name/ });
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(table.locator("tbody tr").first()).toContainText(`Aaron ${tag}`);

  // Sorting is a plain link: the order is in the URL and comes from the server.
  await nameHeader.getByRole("link").click();
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(table.locator("tbody tr").first()).toContainText(`Zoe ${tag}`);
  await table
    .getByRole("columnheader", { name: /^Organization/ })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/sort=organization&dir=asc/);
  await expect(table.locator("tbody tr").first()).toContainText(`=1+2 ${tag}`);
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = excelCsv(fs.readFileSync((await download.path())!))
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe(
    "Name,E-mail,Organization,Roles,Status,Two-factor,Created (UTC),Last sign-in (UTC)",
  );
  // Both people, in the order on screen (organization ascending), the formula neutralised.
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`Zoe ${tag},${people[1]!.email},'=1+2 ${tag},Applicant,Active,Off,`);
  expect(lines[2]).toContain(`Aaron ${tag},${people[0]!.email},Aaron Wildlife ${tag},Applicant,`);
});

test("the certificates list sorts by business and its CSV holds every matching certificate", async ({
  page,
}) => {
  await signIn(page, demo.committee);
  await page.goto("/dashboard/certificates?sort=business&dir=asc");
  const table = page.getByTestId("certificates-table");
  await expect(table.getByRole("columnheader", { name: /^Business/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  const count = Number(
    /^(\d+) certificates?/.exec((await page.getByText(/^\d+ certificates?/).textContent())!)![1],
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^certificates-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = excelCsv(fs.readFileSync((await download.path())!))
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe("Certificate number,Business,Address,Issue date,Expiry date,Status");
  expect(lines).toHaveLength(count + 1);
  const firstOnScreen = (
    await table.locator("tbody tr").first().locator("td").first().innerText()
  ).trim();
  expect(lines[1]!.startsWith(`${firstOnScreen},`)).toBe(true);
});

test("an applicant downloads their own applications as CSV, with the list's search", async ({
  page,
}) => {
  await signUp(page, { email: uniqueEmail("apps-csv") });
  await createAndSubmitApplication(page, "Kestrel Humane Wildlife");
  await createAndSubmitApplication(page, "Osprey Humane Wildlife");
  await page.goto("/dashboard/applications?q=Kestrel");
  await expect(page.getByText("1 application matches these filters")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = excelCsv(fs.readFileSync((await download.path())!))
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe("Business,Contact,Location,Status,Fees,Submitted,Created");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^Kestrel Humane Wildlife,Robin Marten,"Toronto, Ontario, Canada",Submitted,/,
  );
});

test("staff remind applicants with missing documents from the applications list, after a confirmation", async ({
  browser,
  page,
}) => {
  const tag = `rem${Date.now().toString(36)}`;
  const email = uniqueEmail("reminded");
  const business = `Reminded Wildlife ${tag}`;
  const applicantContext = await browser.newContext();
  const applicant = await applicantContext.newPage();
  await signUp(applicant, { email, organization: business });
  await createAndSubmitApplication(applicant, business);
  // Submitted with its documents (issue 19); the business then deletes its wildlife permit.
  await applicant.getByRole("button", { name: "Delete wildlife-permit-scan.pdf" }).click();
  await applicant
    .getByRole("dialog", { name: "Delete this document?" })
    .getByRole("button", { name: "Delete document" })
    .click();
  await expect(
    applicant.getByRole("status").filter({ hasText: "The document was deleted." }),
  ).toBeVisible();
  await applicantContext.close();

  const started = Date.now();
  await signIn(page, demo.admin);
  await page.goto(`/dashboard/applications?q=${tag}`);
  await page.getByRole("checkbox", { name: `Select ${business}` }).check();
  await page.getByRole("button", { name: "Remind selected about missing documents…" }).click();
  const confirm = page.getByRole("region", { name: "Send reminders about missing documents?" });
  await expect(confirm).toContainText(`${business}: Wildlife permit`);
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Send 1 reminder" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Reminder sent to 1 business." }),
  ).toBeVisible();
  const mail = await waitForMail(email, new RegExp(`^Documents missing: ${business}`), {
    after: started,
  });
  expect(mail.text).toContain("- Wildlife permit");
});
