import { expect, test, type Browser, type Page } from "./support/test";
import {
  createAndSubmitApplication,
  demo,
  seriousViolations,
  signIn,
  signUp,
  uniqueEmail,
} from "./support/helpers";

const EXAMINER_NAME = "Sam Rivera";
const pdf = {
  name: "licence.pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1"),
  mimeType: "application/pdf",
};

async function as(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function setStatus(page: Page, label: string) {
  await page.getByLabel("New status").selectOption({ label });
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText(label);
}

test("the application page lists its audits and schedules one; the review panel confirms approve and reject with a reason; decided documents are locked for the applicant", async ({
  browser,
  page: applicant,
}) => {
  test.setTimeout(180_000);
  const business = `Review Heron Wildlife ${Date.now().toString(36)}`;
  await signUp(applicant, { email: uniqueEmail("review"), organization: business });
  const applicationPath = await createAndSubmitApplication(applicant, business);
  const form = applicant.getByRole("form", { name: "Upload documents" });
  await form.getByLabel("Document type").selectOption({ label: "Business licence" });
  await form.getByLabel("Files").setInputFiles(pdf);
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(
    applicant.locator("section#documents").getByRole("row").filter({ hasText: "licence.pdf" }),
  ).toBeVisible();

  // Committee: audit fee, under review, then schedule the audit from the application page.
  const committee = await as(browser, demo.committee);
  await committee.goto(applicationPath);
  const payments = committee.getByRole("region", { name: "Payments" });
  await payments.getByLabel("Payment method").selectOption("cheque");
  await payments.getByLabel("Reference").fill("CHQ-42");
  await payments.getByRole("button", { name: "Record audit fee payment" }).click();
  await expect(committee.getByText("Audit fee paid").first()).toBeVisible();
  await setStatus(committee, "Under review");

  const audits = committee.getByRole("region", { name: "Audits" });
  await expect(audits).toContainText("No audits are scheduled for this application.");
  const schedule = audits.getByRole("region", { name: "Schedule an audit" });
  await expect(schedule).toContainText(business);
  const day = new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 10);
  const shownDay = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
  await schedule.getByLabel("Examiner").selectOption({ label: EXAMINER_NAME });
  await schedule.getByLabel("Date").fill(day);
  await schedule.getByLabel("Time", { exact: true }).fill("15:00");
  await schedule.getByRole("button", { name: "Schedule audit" }).click();
  await expect(committee).toHaveURL(/notice=audit-scheduled/);
  await expect(committee.getByText("The audit is scheduled.")).toBeVisible();
  await expect(committee.getByTestId("status-badge")).toHaveText("Audit scheduled");
  const auditRow = audits.getByRole("row").filter({ hasText: EXAMINER_NAME });
  // In the business's zone (Toronto), the zone named.
  await expect(auditRow).toContainText(new RegExp(`${shownDay}, 3:00 PM E[SD]T`));
  await expect(auditRow).toContainText("Eastern Time (America/Toronto)");
  await expect(auditRow).toContainText("Scheduled");
  // One open audit at a time: the form says why it is not offered now.
  await expect(audits).toContainText("This application cannot get an audit right now");
  expect(await seriousViolations(committee)).toEqual([]);

  // The assigned examiner sees it on the application page and opens it.
  const examiner = await as(browser, demo.examiner);
  await examiner.goto(applicationPath);
  const examinerAudits = examiner.getByRole("region", { name: "Audits" });
  await expect(examinerAudits.getByRole("row").filter({ hasText: EXAMINER_NAME })).toBeVisible();
  await expect(examinerAudits.getByRole("region", { name: "Schedule an audit" })).toHaveCount(0);
  await examinerAudits.getByRole("link", { name: /^View the audit/ }).click();
  await expect(
    examiner.getByRole("heading", { level: 1, name: `Audit: ${business}` }),
  ).toBeVisible();

  // The applicant sees the audit too, without the form.
  await applicant.goto(applicationPath);
  await expect(
    applicant
      .getByRole("region", { name: "Audits" })
      .getByRole("row")
      .filter({ hasText: EXAMINER_NAME }),
  ).toBeVisible();
  await expect(applicant.getByRole("region", { name: "Schedule an audit" })).toHaveCount(0);

  // The report is in: the review panel.
  await committee.goto(applicationPath);
  await setStatus(committee, "Audit completed");
  await committee.goto("/dashboard/review");
  const item = committee.getByRole("article", { name: business });
  await expect(item.getByRole("button", { name: "Refer to the panel" })).toBeVisible();
  await expect(item).toContainText("marks the report as waiting for the panel's decision");
  await expect(committee.getByText("Move to the review panel")).toHaveCount(0);

  // Reject without a reason: refused at the card's one reason field; no dialog, nothing sent.
  const reject = item.getByRole("button", { name: "Reject", exact: true });
  await reject.click();
  const rejectDialog = committee.getByRole("dialog", { name: `Reject ${business}?` });
  await expect(item).toContainText("Give the reason for rejecting this application");
  await expect(item.getByLabel("Reason for the decision")).toBeFocused();
  await expect(rejectDialog).toBeHidden();
  expect(await seriousViolations(committee)).toEqual([]);
  await expect(item.getByTestId("status-badge")).toHaveText("Audit completed");
  // With a reason: the dialog shows it (asked once, not again); Escape cancels.
  await item.getByLabel("Reason for the decision").fill("Not yet");
  await reject.click();
  await expect(rejectDialog).toBeVisible();
  await expect(rejectDialog).toContainText("Not yet");
  await expect(rejectDialog.getByRole("textbox")).toHaveCount(0);
  await committee.keyboard.press("Escape");
  await expect(rejectDialog).toBeHidden();
  await expect(reject).toBeFocused();
  await expect(item.getByTestId("status-badge")).toHaveText("Audit completed");

  // Approve: the reason typed on the card is shown in the dialog; Cancel keeps everything.
  const reason = "Every standard met; the examiner recommends approval.";
  await item.getByLabel("Reason for the decision").fill(reason);
  await item.getByRole("button", { name: "Approve", exact: true }).click();
  const approveDialog = committee.getByRole("dialog", { name: `Approve ${business}?` });
  await expect(approveDialog).toContainText(reason);
  await approveDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(approveDialog).toBeHidden();
  await item.getByRole("button", { name: "Approve", exact: true }).click();
  await approveDialog.getByRole("button", { name: "Yes, approve" }).click();
  await expect(committee.getByText(`${business} is now Approved.`)).toBeVisible();
  await expect(committee.getByRole("article", { name: business })).toHaveCount(0);

  // The applicant: the reason in the timeline; the documents the decision rests on are locked.
  await applicant.goto(applicationPath);
  await expect(applicant.getByTestId("status-badge")).toHaveText("Approved");
  const last = applicant
    .getByRole("list", { name: "Changes, oldest first" })
    .getByTestId("timeline-entry")
    .last();
  await expect(last).toContainText("Audit completed → Approved");
  await expect(last).toContainText(reason);
  const documents = applicant.locator("section#documents");
  await expect(documents).toContainText(
    "Documents can no longer be deleted once the application is approved or certified",
  );
  await expect(documents.getByRole("row").filter({ hasText: "licence.pdf" })).toContainText(
    "Kept for the decision",
  );
  await expect(documents.getByRole("button", { name: "Delete licence.pdf" })).toHaveCount(0);

  // Staff delete it with a reason (asked for in the dialog); the timeline says who and why.
  await committee.goto(applicationPath);
  const staffDocuments = committee.locator("section#documents");
  await staffDocuments.getByRole("button", { name: "Delete licence.pdf" }).click();
  const deleteDialog = committee.getByRole("dialog", { name: "Delete this document?" });
  await expect(deleteDialog.getByLabel("Reason for deleting")).toBeFocused();
  await deleteDialog.getByRole("button", { name: "Delete document" }).click();
  await expect(deleteDialog).toContainText(
    "Give the reason for deleting this document: the decision on its application rests on it",
  );
  const deleteReason = "A copy of another business's licence, uploaded by mistake.";
  await deleteDialog.getByLabel("Reason for deleting").fill(deleteReason);
  await deleteDialog.getByRole("button", { name: "Delete document" }).click();
  await expect(
    committee.getByRole("status").filter({ hasText: "The document was deleted." }),
  ).toBeVisible();
  await applicant.reload();
  const deletion = applicant.getByTestId("timeline-entry").filter({ hasText: "Document deleted" });
  await expect(deletion).toContainText("Document deleted: licence.pdf");
  await expect(deletion).toContainText(`Reason: ${deleteReason}`);
});

test("without JavaScript: the review panel asks for a reason, then confirms on a second step", async ({
  browser,
  page: applicant,
}) => {
  test.setTimeout(120_000);
  const business = `Review Plover Wildlife ${Date.now().toString(36)}`;
  await signUp(applicant, { email: uniqueEmail("review-nojs"), organization: business });
  const applicationPath = await createAndSubmitApplication(applicant, business);
  const committee = await as(browser, demo.committee);
  await committee.goto(applicationPath);
  const payments = committee.getByRole("region", { name: "Payments" });
  await payments.getByLabel("Payment method").selectOption("cheque");
  await payments.getByLabel("Reference").fill("CHQ-43");
  await payments.getByRole("button", { name: "Record audit fee payment" }).click();
  await expect(committee.getByText("Audit fee paid").first()).toBeVisible();
  for (const status of ["Under review", "Audit scheduled", "Audit completed"]) {
    await setStatus(committee, status);
  }

  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await committee.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto("/dashboard/review");
  const item = plain.getByRole("article", { name: business });
  await item.getByRole("button", { name: "Reject", exact: true }).click();
  const card = plain.getByRole("article", { name: business });
  await expect(card.getByText("Give the reason for rejecting this application")).toBeVisible();
  await expect(card.getByLabel("Reason for the decision")).toHaveAttribute("aria-invalid", "true");

  const reason = "No wildlife permit for the province.";
  await card.getByLabel("Reason for the decision").fill(reason);
  await card.getByRole("button", { name: "Reject", exact: true }).click();
  const confirm = plain.getByRole("alertdialog", { name: `Reject ${business}?` });
  await expect(confirm).toContainText(reason);
  await expect(confirm.getByRole("button", { name: "Yes, reject" })).toBeFocused();
  // Cancel changes nothing.
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(
    plain.getByRole("article", { name: business }).getByTestId("status-badge"),
  ).toHaveText("Audit completed");
  await plain
    .getByRole("article", { name: business })
    .getByLabel("Reason for the decision")
    .fill(reason);
  await plain
    .getByRole("article", { name: business })
    .getByRole("button", { name: "Reject", exact: true })
    .click();
  await plain.getByRole("button", { name: "Yes, reject" }).click();
  await expect(plain.getByText(`${business} is now Rejected.`)).toBeVisible();

  await applicant.goto(applicationPath);
  await expect(applicant.getByTestId("status-badge")).toHaveText("Rejected");
  await expect(applicant.getByTestId("review-feedback")).toHaveText(reason);
  await context.close();
});
