import { expect, test, type Browser, type Page } from "./support/test";
import {
  confirmEmailAddress,
  demo,
  seriousViolations,
  signIn,
  signUp,
  uniqueEmail,
  uploadDocuments,
  waitForMail,
} from "./support/helpers";

async function register(
  browser: Browser,
  name: string,
  organization: string,
  email: string,
  options: { confirm?: boolean } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, { email, name, organization, password: "a-strong-password-2026", ...options });
  return page;
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

const timeline = (page: Page) => page.getByRole("list", { name: "Changes, oldest first" });

test("an applicant drafts, edits and submits; staff review it with feedback; others get not found", async ({
  browser,
}) => {
  const email = uniqueEmail("apply");
  const suffix = email.slice(6, 12);
  const name = `Robin Applicant ${suffix}`;
  const business = `Gentle Paws Wildlife ${suffix}`;
  const contactEmail = uniqueEmail("contact");

  // 1. A new applicant starts from the empty list and saves a draft with just a name
  //    (the address is confirmed below, before submitting: decision 080).
  const applicant = await register(browser, name, business, email, { confirm: false });
  await applicant.getByRole("link", { name: "My Applications" }).first().click();
  await expect(applicant.getByRole("heading", { name: "My Applications" })).toBeVisible();
  await expect(
    applicant.getByText("You have no applications yet. Start one to begin your accreditation."),
  ).toBeVisible();
  await applicant.getByRole("link", { name: "New application" }).click();
  await expect(applicant.getByRole("heading", { name: "New application" })).toBeVisible();
  await expect(applicant.getByLabel("Business name")).toHaveValue(business);
  await expect(applicant.getByLabel("Contact name")).toHaveValue(name);
  await applicant.getByLabel("Contact e-mail").fill(contactEmail);
  await applicant.getByRole("button", { name: "Save draft" }).click();
  await expect(applicant).toHaveURL(/\/dashboard\/applications\/[0-9a-f-]{36}\?notice=saved/);
  await expect(applicant.getByText("Your application is saved.")).toBeVisible();
  await expect(applicant.getByTestId("status-badge")).toHaveText("Draft");
  await expect(
    applicant.getByRole("heading", { name: "Next step: Complete your draft" }),
  ).toBeVisible();
  const detailUrl = applicant.url().split("?")[0]!;

  // Submitting needs the required documents (issue 19; required-documents.spec.ts): upload them.
  await uploadDocuments(applicant);

  // Submitting also needs a confirmed address (decision 080): the page says so and sends the
  // link again; the business follows the link from its mailbox.
  const confirmNotice = applicant.getByRole("region", { name: "Confirm your e-mail address" });
  await expect(confirmNotice).toContainText(`Your e-mail address ${email} is not confirmed yet.`);
  await confirmNotice.getByRole("button", { name: "Send the link again" }).click();
  await expect(applicant.getByText(`We have sent a new link to ${email}.`)).toBeVisible();
  await confirmEmailAddress(applicant, email);
  await applicant.goto(detailUrl);
  await expect(confirmNotice).toHaveCount(0);

  // 2. Edit: a bad postal code and phone get field messages and the typed values stay.
  await applicant.getByRole("link", { name: "Edit application" }).click();
  await expect(applicant.getByRole("heading", { name: "Edit application" })).toBeVisible();
  await applicant.getByLabel("Street address").fill("88 Birch Road");
  await applicant.getByLabel("City").fill("Ottawa");
  await applicant.getByLabel("Country").selectOption("Canada");
  await applicant.getByLabel("Province or territory").selectOption("Ontario");
  await applicant.getByLabel("Postal code", { exact: true }).fill("12345");
  await applicant.getByLabel("Contact phone").fill("12");
  await applicant.getByLabel("Humane exclusion and one-way doors").check();
  await applicant.getByLabel("Bat exclusion").check();
  await applicant.getByLabel("Service area").fill("Ottawa and the Outaouais");
  await applicant.getByRole("button", { name: "Submit application" }).click();
  // The error summary (GOV.UK pattern) takes focus, lists each field with a link to it,
  // and each message is also at its field.
  const summary = applicant.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(
    "Complete the highlighted fields before submitting your application.",
  );
  for (const message of [
    "Enter a Canadian postal code like A1A 1A1",
    "Enter a phone number of 10 to 15 digits, e.g. (555) 123-4567",
  ]) {
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
    await expect(applicant.getByText(message, { exact: true })).toHaveCount(2);
  }
  await expect(applicant.getByLabel("Postal code", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await summary.getByRole("link", { name: "Enter a Canadian postal code like A1A 1A1" }).click();
  await expect(applicant.getByLabel("Postal code", { exact: true })).toBeFocused();
  await expect(applicant.getByLabel("City")).toHaveValue("Ottawa");
  await expect(applicant.getByLabel("Bat exclusion")).toBeChecked();

  // 3. Fix and submit.
  await applicant.getByLabel("Postal code", { exact: true }).fill("k1a 0b1");
  await applicant.getByLabel("Contact phone").fill("(613) 555-0142");
  await applicant.getByRole("button", { name: "Submit application" }).click();
  await expect(applicant).toHaveURL(/\?notice=submitted/);
  await expect(applicant.getByTestId("status-badge")).toHaveText("Submitted");
  await expect(applicant.getByText("K1A 0B1")).toBeVisible();
  await expect(timeline(applicant).getByTestId("timeline-entry")).toHaveCount(2);
  await expect(timeline(applicant).getByTestId("timeline-entry").last()).toContainText(
    "Draft → Submitted",
  );
  await expect(timeline(applicant).getByTestId("timeline-entry").last()).toContainText(
    `by ${name}`,
  );
  await expect(
    applicant.getByRole("heading", { name: "Next step: Pay the audit fee" }),
  ).toBeVisible();
  await expect(applicant.getByRole("link", { name: "Edit application" })).toHaveCount(0);

  // 4. The submitted e-mail went to the contact; the administrator sees it in the Mail Log.
  const mail = await waitForMail(contactEmail, /^Application status: Submitted/);
  expect(mail.text).toContain(detailUrl.replace(/^https?:\/\/[^/]+/, ""));
  const admin = await signedIn(browser, demo.admin);
  await admin.goto(`/dashboard/mail-log?q=${encodeURIComponent(contactEmail)}`);
  const mailRow = admin.getByRole("row").filter({ hasText: contactEmail });
  await expect(mailRow).toHaveCount(1);
  await expect(
    mailRow.getByRole("link", { name: `Application status: Submitted (${business})` }),
  ).toBeVisible();

  // 5. A committee member finds it by search and moves it to under review with feedback.
  const committee = await signedIn(browser, demo.committee);
  await committee.goto("/dashboard/applications");
  await committee.getByLabel("Search business name").fill(`paws wildlife ${suffix}`);
  await committee.getByRole("button", { name: "Search" }).click();
  await expect(committee.getByText("1 application matches these filters")).toBeVisible();
  await committee.getByRole("link", { name: business }).click();
  await expect(committee.getByRole("heading", { name: business })).toBeVisible();
  await committee.getByLabel("New status").selectOption({ label: "Under review" });
  const feedback = "Thanks! Please add your wildlife permit to the documents.";
  await committee.getByLabel("Feedback for the applicant (optional)").fill(feedback);
  await committee.getByRole("button", { name: "Update status" }).click();
  await expect(
    committee.getByText("Status changed to Under review. The applicant has been notified."),
  ).toBeVisible();
  await expect(committee.getByTestId("status-badge")).toHaveText("Under review");
  // The form starts afresh for the next change.
  await expect(committee.getByLabel("Feedback for the applicant (optional)")).toHaveValue("");

  // 6. The applicant sees the new timeline entry, the feedback and the notification.
  await applicant.goto(detailUrl);
  await expect(applicant.getByTestId("status-badge")).toHaveText("Under review");
  const last = timeline(applicant).getByTestId("timeline-entry").last();
  await expect(last).toContainText("Submitted → Under review");
  await expect(last).toContainText("by Jordan Lee");
  await expect(last).toContainText(feedback);
  await expect(applicant.getByTestId("review-feedback")).toHaveText(feedback);
  await applicant.getByRole("button", { name: /^Notifications, [1-9]\d*\+? unread$/ }).click();
  const bell = applicant.getByRole("dialog", { name: "Notifications" });
  await expect(
    bell.getByRole("link", { name: `Your application for ${business} is now: Under review` }),
  ).toBeVisible();

  // 7. Another applicant opening the URL gets the not-found screen.
  const stranger = await signedIn(browser, demo.applicant);
  await stranger.goto(detailUrl);
  await expect(stranger.getByRole("heading", { name: "Not found" })).toBeVisible();
  await expect(stranger.getByText(business)).toHaveCount(0);
  await stranger.goto(`${detailUrl}/edit`);
  await expect(stranger.getByRole("heading", { name: "Not found" })).toBeVisible();
});

test("a committee member cannot create applications; rejection asks for confirmation", async ({
  browser,
}) => {
  const committee = await signedIn(browser, demo.committee);
  await committee.goto("/dashboard/applications/new");
  await expect(
    committee.getByText("Your current role (committee) cannot create applications."),
  ).toBeVisible();
  await expect(committee.getByRole("button", { name: "Save draft" })).toHaveCount(0);

  // An administrator creates a complete application and submits it on the business's behalf
  // before its documents arrive: that needs a reason, recorded in the timeline (issue 19).
  const admin = await signedIn(browser, demo.admin);
  const business = `Reject Test Wildlife ${Date.now().toString(36)}`;
  await admin.goto("/dashboard/applications/new");
  await admin.getByLabel("Business name").fill(business);
  await admin.getByLabel("Street address").fill("5 Elm Street");
  await admin.getByLabel("City").fill("Guadalajara");
  await admin.getByLabel("Country").selectOption("Mexico");
  await admin.getByLabel("State", { exact: true }).selectOption("Jalisco");
  await admin.getByLabel("Postal code", { exact: true }).fill("44100");
  await admin.getByLabel("Contact phone").fill("+52 33 1234 5678");
  await admin.getByLabel("Live capture and on-site release").check();
  await admin.getByLabel("Service area").fill("Zona Metropolitana de Guadalajara");
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByTestId("status-badge")).toHaveText("Draft");
  await admin.getByRole("button", { name: "Submit application" }).click();
  await expect(
    admin.getByText(
      /^The Business licence, Liability insurance and Wildlife permit are not uploaded/,
    ),
  ).toHaveCount(2); // the form message and the message at the reason field
  await expect(admin.getByTestId("status-badge")).toHaveText("Draft");
  await admin
    .getByLabel("Reason for submitting without the required documents")
    .fill("Documents sent by post; the office has them.");
  await admin.getByRole("button", { name: "Submit application" }).click();
  await expect(admin.getByTestId("status-badge")).toHaveText("Submitted");
  await expect(timeline(admin).getByTestId("timeline-entry").last()).toContainText(
    "Reason: Documents sent by post; the office has them.",
  );

  await committee.goto(admin.url().split("?")[0]!);
  await committee.getByLabel("New status").selectOption({ label: "Rejected" });
  await committee.getByLabel("Feedback for the applicant (optional)").fill("No wildlife permit.");
  await committee.getByRole("button", { name: "Update status" }).click();
  const confirm = committee.getByRole("alertdialog", { name: "Reject this application?" });
  await expect(confirm).toBeVisible();
  await expect(committee.getByTestId("status-badge")).toHaveText("Submitted");
  await confirm.getByRole("button", { name: "Yes, reject application" }).click();
  await expect(committee.getByTestId("status-badge")).toHaveText("Rejected");
  await expect(committee.getByTestId("review-feedback")).toHaveText("No wildlife permit.");
});

test("application screens have no serious accessibility violations (axe)", async ({ browser }) => {
  const admin = await signedIn(browser, demo.admin);
  await admin.goto("/dashboard/applications/new");
  await admin.getByLabel("Business name").fill("");
  await admin.getByLabel("Contact e-mail").fill("not-an-email");
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByTestId("error-summary")).toBeFocused();
  await expect(
    admin.getByTestId("error-summary").getByRole("link", { name: "Enter the business name" }),
  ).toBeVisible();
  await expect(admin.getByText("Enter a valid e-mail address", { exact: true })).toHaveCount(2);
  expect(await seriousViolations(admin), "new with errors").toEqual([]);

  await admin.getByLabel("Business name").fill(`Axe Check Wildlife ${Date.now().toString(36)}`);
  await admin.getByLabel("Contact e-mail").fill("axe@example.test");
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByTestId("status-badge")).toHaveText("Draft");
  expect(await seriousViolations(admin), "detail").toEqual([]);
  for (const path of ["/dashboard/applications", "/dashboard/applications/approved"]) {
    await admin.goto(path);
    expect(await seriousViolations(admin), path).toEqual([]);
  }
});
