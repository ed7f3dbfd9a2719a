import { expect, test, type Browser, type Page } from "./support/test";
import { demo, reviewScreenshot, seriousViolations, signIn, waitForMail } from "./support/helpers";

/**
 * Issue 23, decision 059: a ballot finishes by itself (the last vote on the
 * roll closes it and the app applies the outcome: passed, awaiting
 * publication), an administrator publishes it, and an accredited business
 * audited against the earlier version is told what changed.
 */

/** The demo's voting members (committee and administrators). */
const voters = [demo.committee, "committee2@demo.test", "committee3@demo.test", demo.admin];
/** An accredited demo business audited against version 1.0 of every standard. */
const business = "cascadia@demo.test";
const ADDED =
  "Every decision to use lethal control is recorded with its reason and reviewed monthly.";
const HEADLINE = "Standard 10 changed from 1.0 to 1.1 — what changed";
const ADDED_11 = "Every kill is confirmed by two separate checks before the animal is moved.";

async function as(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 900 : 844 },
  });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

// No retries: a retry would start again from the first test and publish Standard 10 a second
// time (version 1.2), so it could never pass and would hide the first failure's cause.
test.describe.configure({ mode: "serial", retries: 0 });

let proposalUrl = "";

test("1280 px: the last vote closes the ballot, the proposal awaits publication, is published, and the affected business is told", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();

  // A business proposes a change to Standard 10.
  const proposer = await as(browser, demo.applicant);
  await proposer.goto("/dashboard/standards");
  await proposer.getByRole("link", { name: "10. Lethal Control Justification" }).click();
  await expect(proposer.getByRole("heading", { level: 1 })).toHaveText(
    "Standard 10. Lethal Control Justification",
  );
  await proposer.getByRole("link", { name: "Propose a change" }).click();
  const form = proposer.getByRole("region", { name: "Propose a change" });
  const text = form.getByLabel("Proposed text");
  await text.fill(`${await text.inputValue()} ${ADDED}`);
  await form
    .getByLabel("Why the change is needed (rationale, published)")
    .fill("Monthly review catches habits before they become practice.");
  await form.getByRole("button", { name: "Send the proposal" }).click();
  await expect(proposer.getByText("Your proposal is sent.")).toBeVisible();
  proposalUrl = proposer.url().split("?")[0]!;
  // The author alone sees "Your proposal".
  await expect(proposer.getByRole("heading", { name: "Your proposal" })).toBeVisible();

  // The committee opens the ballot; a committee member is not offered the author's withdrawal.
  const committee = await as(browser, demo.committee);
  await committee.goto(proposalUrl);
  await expect(committee.getByRole("heading", { name: "Your proposal" })).toHaveCount(0);
  await committee.getByRole("button", { name: "Open the ballot" }).click();
  await expect(committee.getByText(/The ballot is open: 4 voting members/)).toBeVisible();

  // The discussion: a reply, edited (the earlier text kept).
  await committee.getByLabel("Your reply").fill("Monthly seems right; who reviews?");
  await committee.getByRole("button", { name: "Post the reply" }).click();
  await expect(committee.getByText("Your reply is posted.")).toBeVisible();
  const reply = committee.getByTestId("discussion-reply").first();
  await reply.getByText("Edit your reply").click();
  await reply.getByLabel("Your reply").fill("Monthly seems right; the owner reviews.");
  await reply.getByRole("button", { name: "Save the reply" }).click();
  await expect(
    committee.getByText("Your reply is updated; the earlier text is kept."),
  ).toBeVisible();
  await expect(reply).toContainText("edited");
  await expect(reply).toContainText("Monthly seems right; the owner reviews.");
  await reply.getByText("Earlier version").click();
  await expect(reply).toContainText("Monthly seems right; who reviews?");

  // Every member on the roll votes; the last vote closes the ballot and applies the outcome.
  for (const email of voters) {
    const voter = email === demo.committee ? committee : await as(browser, email);
    await voter.goto(proposalUrl);
    await voter.getByRole("radio", { name: "Approve" }).check();
    await voter.getByRole("button", { name: "Cast my vote" }).click();
    await expect(voter.getByText("Your vote is recorded.")).toBeVisible();
    if (voter !== committee && email !== demo.admin) await voter.context().close();
  }
  const admin = await as(browser, demo.admin);
  await admin.goto(proposalUrl);
  await expect(admin.getByText("Passed — awaiting publication").first()).toBeVisible();
  await expect(
    admin.getByText("4 approve, 0 reject (100%) · 0 abstain · threshold 66.7% met"),
  ).toBeVisible();
  // After a passed vote the only actions are Publish and Withdraw with a reason.
  await expect(admin.getByRole("button", { name: "Reject" })).toHaveCount(0);
  await expect(admin.getByRole("heading", { name: "Withdraw with a reason" })).toBeVisible();
  await reviewScreenshot(admin, `ballots-finish-passed-1280`);
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await admin.getByRole("button", { name: "Yes, publish" }).click();
  await expect(
    admin.getByText("Published: the standard now has the proposed text, as version 1.1."),
  ).toBeVisible();

  // The proposer sees the outcome.
  await proposer.reload();
  await expect(proposer.getByText("Approved", { exact: true }).first()).toBeVisible();

  // The accredited business audited against 1.0 gets the e-mail with the diff.
  const mail = await waitForMail(
    business,
    /^Standard 10 changed from 1\.0 to 1\.1 — what changed$/,
    {
      after: started,
      timeoutMs: 30_000,
    },
  );
  expect(mail.text).toContain(`{+ ${ADDED}+}`);
  expect(mail.html).toContain("<ins");

  // At 1280 px the business's dashboard shows what changed (acknowledged on a phone below).
  const owner = await as(browser, business);
  const changed = owner.getByTestId("panel-standards-changed");
  await expect(changed.getByRole("link", { name: HEADLINE })).toBeVisible();
  await owner.context().close();

  // /standards: the latest change and Standard 10's own version and date.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/standards");
  await expect(visitor.getByTestId("standards-last-change")).toBeVisible();
  await expect(visitor.getByTestId("standards-version")).toContainText(
    "Standard 10, now version 1.1",
  );
  await expect(visitor.locator("#standard-10")).toContainText("v1.1");
  await expect(visitor.locator("#standard-10").getByTestId("item-version-date")).toBeVisible();
});

test("390 px: on phones too, the last vote closes the ballot, the proposal awaits publication and an administrator publishes it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const phone = (email: string) => as(browser, email, 390);
  const noSidewaysScroll = async (page: Page) =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

  const proposer = await phone(demo.applicant);
  await proposer.goto("/dashboard/standards");
  await proposer.getByRole("link", { name: "11. Humane Lethal Methods" }).click();
  // The overview has its own "Propose a change" link (to the list): wait for the standard's page.
  await expect(proposer.getByRole("heading", { level: 1 })).toHaveText(
    "Standard 11. Humane Lethal Methods",
  );
  await proposer.getByRole("link", { name: "Propose a change" }).click();
  const form = proposer.getByRole("region", { name: "Propose a change" });
  const text = form.getByLabel("Proposed text");
  await text.fill(`${await text.inputValue()} ${ADDED_11}`);
  await form
    .getByLabel("Why the change is needed (rationale, published)")
    .fill("Two checks catch a failed method before the animal suffers.");
  await form.getByRole("button", { name: "Send the proposal" }).click();
  await expect(proposer.getByText("Your proposal is sent.")).toBeVisible();
  const url = proposer.url().split("?")[0]!;
  await noSidewaysScroll(proposer);

  const committee = await phone(demo.committee);
  await committee.goto(url);
  await committee.getByRole("button", { name: "Open the ballot" }).click();
  await expect(committee.getByText(/The ballot is open: 4 voting members/)).toBeVisible();
  await noSidewaysScroll(committee);
  await committee.context().close();

  for (const email of voters) {
    const voter = await phone(email);
    await voter.goto(url);
    await voter.getByRole("radio", { name: "Approve" }).check();
    await voter.getByRole("button", { name: "Cast my vote" }).click();
    await expect(voter.getByText("Your vote is recorded.")).toBeVisible();
    await voter.context().close();
  }

  const admin = await phone(demo.admin);
  await admin.goto(url);
  await expect(admin.getByText("Passed — awaiting publication").first()).toBeVisible();
  await expect(admin.getByRole("button", { name: "Reject" })).toHaveCount(0);
  await noSidewaysScroll(admin);
  expect(await seriousViolations(admin)).toEqual([]);
  await reviewScreenshot(admin, `ballots-finish-passed-390`);
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await admin.getByRole("button", { name: "Yes, publish" }).click();
  await expect(
    admin.getByText("Published: the standard now has the proposed text, as version 1.1."),
  ).toBeVisible();
  await admin.context().close();

  const mail = await waitForMail(
    business,
    /^Standard 11 changed from 1\.0 to 1\.1 — what changed$/,
    { after: started, timeoutMs: 30_000 },
  );
  expect(mail.text).toContain(`{+ ${ADDED_11}+}`);
  await proposer.context().close();
});

test("390 px: the affected business sees what changed on its dashboard, reads the diff and acknowledges", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await as(browser, business, 390);
  await page.goto("/dashboard");
  const panel = page.getByTestId("panel-standards-changed");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading")).toContainText("Standards changed since your audit");
  await expect(panel.getByRole("link", { name: HEADLINE })).toBeVisible();
  await expect(
    panel.getByRole("link", { name: "Standard 11 changed from 1.0 to 1.1 — what changed" }),
  ).toBeVisible();
  // Fits the phone: nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await reviewScreenshot(page, `ballots-finish-dashboard-390`);
  expect(await seriousViolations(page)).toEqual([]);
  // The in-app notification says the same.
  await page.goto("/dashboard/notifications");
  await expect(page.getByText(HEADLINE).first()).toBeVisible();

  await page.goto("/dashboard");
  await panel.getByRole("link", { name: HEADLINE }).click();
  await expect(page).toHaveURL(/\/dashboard\/standards\/sections\/[^/]+#history$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Standard 10. Lethal Control Justification",
  );
  await expect(page.locator("#history")).toBeVisible();

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "I have read these changes" }).click();
  await expect(page.getByTestId("panel-standards-changed")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("panel-standards-changed")).toHaveCount(0);

  // The proposal page on a phone: the discussion and the ballot fit the screen.
  await page.goto(proposalUrl);
  await expect(page.getByRole("heading", { name: "Discussion" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your proposal" })).toHaveCount(0);
  const proposalOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(proposalOverflow).toBeLessThanOrEqual(0);
  await reviewScreenshot(page, `ballots-finish-proposal-390`);
});
