import { expect, test, type Browser, type Page } from "./support/test";
import { demo, seriousViolations, signIn, signUp, uniqueEmail } from "./support/helpers";

/** The demo's voting members (committee and administrators; decision 021). */
const voters = [demo.committee, "committee2@demo.test", "committee3@demo.test", demo.admin];
const ADDED = "Release sites are chosen away from roads carrying heavy traffic.";

async function as(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test("a new user proposes a change, the committee votes, the passed proposal is published, the public page shows it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // A new business account proposes a change to Standard 9.
  await signUp(page, { email: uniqueEmail("proposer"), name: "Robin Proposer" });
  await page.goto("/dashboard/standards");
  await page.getByRole("link", { name: "9. Release" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Standard 9. Release");
  await page.getByRole("link", { name: "Propose a change" }).click();
  const form = page.getByRole("region", { name: "Propose a change" });
  await expect(form.getByText("Changing Standard 9. Release (version 1.0)")).toBeVisible();
  const text = form.getByLabel("Proposed text");
  await text.fill(`${await text.inputValue()} ${ADDED}`);
  // The rationale is required: the message shows at the field.
  await form.getByRole("button", { name: "Send the proposal" }).click();
  await expect(form.getByText("Explain why the change is needed", { exact: true })).toBeVisible();
  await form
    .getByLabel("Why the change is needed (rationale, published)")
    .fill("Animals released beside busy roads are often killed within hours.");
  await form.getByRole("button", { name: "Send the proposal" }).click();
  await expect(page.getByText("Your proposal is sent.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Proposal to change Standard 9 (Release)",
  );
  const proposalUrl = page.url().split("?")[0]!;
  // Side by side, with the diff.
  await expect(
    page.getByRole("group", { name: /Differences between/ }).locator("ins"),
  ).toContainText("heavy traffic");

  // The committee opens the ballot; every voting member votes.
  const committee = await as(browser, demo.committee);
  await committee.goto(proposalUrl);
  await committee.getByRole("button", { name: "Open the ballot" }).click();
  await expect(
    committee.getByText(/The ballot is open: 4 voting members have been asked to vote\./),
  ).toBeVisible();
  await expect(committee.getByText("(frozen during the ballot)")).toBeVisible();
  // It needs my vote.
  await committee.goto("/dashboard/standards/proposals?needs=vote");
  await expect(
    committee.getByRole("link", { name: "Change to Standard 9 (Release)" }),
  ).toBeVisible();
  await committee.getByRole("link", { name: "Change to Standard 9 (Release)" }).click();
  // A reject needs a reason.
  await committee.getByRole("radio", { name: "Reject" }).check();
  await committee.getByRole("button", { name: "Cast my vote" }).click();
  await expect(committee.getByText("Give the reason for your reject vote")).toBeVisible();
  await committee.getByRole("radio", { name: "Approve" }).check();
  await committee.getByRole("button", { name: "Cast my vote" }).click();
  await expect(
    committee.getByText("Your vote is recorded. You can change it until the ballot closes."),
  ).toBeVisible();
  await expect(committee.getByText("1 of 4 returned (25%)")).toBeVisible();

  for (const email of voters.slice(1, 3)) {
    const voter = await as(browser, email);
    await voter.goto(proposalUrl);
    await voter.getByRole("radio", { name: "Approve" }).check();
    await voter.getByRole("button", { name: "Cast my vote" }).click();
    await expect(voter.getByText("Your vote is recorded.")).toBeVisible();
    await voter.context().close();
  }

  // The administrator votes last: the roll is complete, the ballot closes and its outcome is
  // applied at once (decision 059): passed, awaiting publication; then the administrator publishes.
  const admin = await as(browser, demo.admin);
  await admin.goto(proposalUrl);
  await admin.getByRole("radio", { name: "Abstain" }).check();
  await admin
    .getByLabel("Comment (required with a reject vote)")
    .fill("I drafted the original text.");
  await admin.getByRole("button", { name: "Cast my vote" }).click();
  await expect(
    admin.getByText(
      /It was the last one: the ballot closed — passed: the proposal is passed and awaits publication/,
    ),
  ).toBeVisible();
  await expect(
    admin.getByText("3 approve, 0 reject (100%) · 1 abstain · threshold 66.7% met"),
  ).toBeVisible();
  await expect(admin.getByText("Passed — awaiting publication").first()).toBeVisible();
  await expect(admin.getByRole("button", { name: "Reject" })).toHaveCount(0);
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(admin.getByText("Publish this proposal?")).toBeVisible();
  await admin.getByRole("button", { name: "Yes, publish" }).click();
  await expect(
    admin.getByText("Published: the standard now has the proposed text, as version 1.1."),
  ).toBeVisible();
  await expect(admin.getByText("Approved", { exact: true }).first()).toBeVisible();

  // The proposer sees the outcome on the proposal.
  await page.reload();
  await expect(page.getByText("Approved", { exact: true }).first()).toBeVisible();

  // The public page: the new text and version, and what changed with its diff.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/standards");
  const nine = visitor.locator("#standard-9");
  await expect(nine).toContainText(ADDED);
  await expect(nine.getByRole("heading", { level: 2 }).locator("..")).toContainText("v1.1");
  await nine.getByRole("link", { name: /Changed since version 1\.0: see what changed/ }).click();
  await expect(visitor).toHaveURL(/#changes-standard-9$/);
  const change = visitor.locator("#changes-standard-9");
  await expect(change).toContainText("Standard 9. Release: version 1.0 → 1.1");
  await expect(change).toContainText("after a proposal approved by the committee's ballot");
  await expect(change.locator("ins")).toContainText("heavy traffic");
  await visitor.goto("/standards#standard-7");
  await expect(visitor.locator("#standard-7")).toContainText("Questions and answers");
});

test("the standards screens have no serious accessibility violations", async ({ browser }) => {
  test.setTimeout(180_000);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/standards");
  expect(await seriousViolations(visitor)).toEqual([]);

  const committee = await as(browser, demo.committee);
  const screens = [
    "/dashboard/standards",
    "/dashboard/standards?q=bats",
    "/dashboard/standards/sections",
    "/dashboard/standards/sections/new",
    "/dashboard/standards/proposals",
  ];
  for (const path of screens) {
    await committee.goto(path);
    expect(await seriousViolations(committee), path).toEqual([]);
  }
  // An item, its editor, a sub-standard's editor, a proposal with an open ballot.
  await committee.goto("/dashboard/standards");
  await committee.getByRole("link", { name: "8. Limited Live Capture" }).click();
  await expect(committee.getByRole("heading", { level: 1 })).toHaveText(
    "Standard 8. Limited Live Capture",
  );
  expect(await seriousViolations(committee), "item").toEqual([]);
  const comparison = committee.getByRole("link", { name: /Compare with 1\.0: version 1\.1/ });
  await comparison.click();
  await expect(
    committee.getByText("Standard 8. Limited Live Capture: version 1.0 → 1.1"),
  ).toBeVisible();
  expect(await seriousViolations(committee), "comparison").toEqual([]);
  await committee.getByRole("link", { name: "Edit", exact: true }).first().click();
  await expect(committee.getByRole("heading", { level: 1 })).toContainText("Edit Standard 8");
  expect(await seriousViolations(committee), "edit item").toEqual([]);
  await committee.goBack();
  await committee.getByRole("link", { name: "Edit 8.2" }).click();
  await expect(committee.getByRole("heading", { level: 1 })).toContainText("Edit sub-standard 8.2");
  expect(await seriousViolations(committee), "edit sub-standard").toEqual([]);
  await committee.goto("/dashboard/standards/proposals?status=voting");
  await committee.getByRole("link", { name: /Change to Standard 13/ }).click();
  await expect(committee.getByRole("heading", { name: "Committee ballot" })).toBeVisible();
  expect(await seriousViolations(committee), "proposal").toEqual([]);

  // And a business's view of a proposal (no votes shown, a withdraw for its own).
  const applicant = await as(browser, demo.applicant);
  await applicant.goto("/dashboard/standards/proposals");
  await applicant.getByRole("link", { name: /Change to Standard 5/ }).click();
  await expect(applicant.getByRole("button", { name: "Withdraw the proposal" })).toBeVisible();
  expect(await seriousViolations(applicant), "applicant proposal").toEqual([]);
});
