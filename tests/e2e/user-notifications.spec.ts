import { expect, test, type Browser, type Page, e2eBaseUrl } from "./support/test";
import {
  demo,
  seriousViolations,
  signIn,
  signUp,
  uniqueEmail,
  waitForMail,
} from "./support/helpers";

/**
 * The notifications page (issue 12): all of a user's notifications, not just
 * the bell's newest 20, with filters and bulk "mark read". A fresh
 * administrator gets a notification for each new registration, so the test
 * owns every notification it changes.
 */

const PASSWORD = "a-notified-password-1";
const bell = (page: Page) => page.getByRole("button", { name: /^Notifications, \d+\+? unread$/ });
const rows = (page: Page) => page.getByTestId("notification-row");

async function freshAdministrator(page: Page, browser: Browser) {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demo.admin);
  await admin.goto("/dashboard/users");
  const email = uniqueEmail("notified-admin");
  const started = Date.now();
  await admin.getByText("Invite a person").click();
  const invite = admin.locator("details", { hasText: "Invite a person" });
  await invite.getByLabel("Name", { exact: true }).fill("Nora Notices");
  await invite.getByLabel("E-mail", { exact: true }).fill(email);
  await invite.getByLabel("Role", { exact: true }).selectOption("administrator");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await adminContext.close();

  const mail = await waitForMail(email, /invited/, { after: started });
  const link = new URL(
    /https?:\/\/\S+\/accept-invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0],
  );
  await page.goto(link.pathname + link.search);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password and activate" }).click();
  // Accepting signs them in.
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("the notifications page lists more than the bell's 20, filters, marks selected and all read; axe clean; fits 390 px", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await freshAdministrator(page, browser);

  // 22 registrations: 22 notifications for the new administrator.
  const tag = Date.now().toString(36);
  for (let i = 0; i < 22; i++) {
    const response = await request.post("/api/auth/sign-up/email", {
      data: {
        email: uniqueEmail(`notice-${i}`),
        password: "a-long-test-password",
        name: `Notice Person ${tag} ${String(i).padStart(2, "0")}`,
        organization: "Notice Wildlife",
      },
      headers: { origin: e2eBaseUrl() },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  // The bell links to the page.
  await page.goto("/dashboard");
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, (2[2-9]|[3-9]\d|99\+) unread$/);
  await bell(page).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByTestId("notification")).toHaveCount(20);
  await panel.getByRole("link", { name: "See all notifications" }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(panel).toBeHidden();

  // More than the bell's 20, the oldest one included.
  const mine = rows(page).filter({ hasText: `Notice Person ${tag}` });
  await expect(mine).toHaveCount(22);
  await expect(mine.filter({ hasText: `Notice Person ${tag} 00` })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // Mark two selected ones read (keyboard: the checkboxes are labelled).
  await page
    .getByRole("checkbox", {
      name: `Select: New user registered: Notice Person ${tag} 21 (Notice Wildlife)`,
    })
    .check();
  await page
    .getByRole("checkbox", {
      name: `Select: New user registered: Notice Person ${tag} 20 (Notice Wildlife)`,
    })
    .check();
  await page.getByRole("button", { name: "Mark selected as read" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "2 notifications marked as read." }),
  ).toBeVisible();

  // Filter: unread only, of the type "New user".
  await page.getByLabel("Show", { exact: true }).selectOption("unread");
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "New user" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=unread/);
  await expect(page).toHaveURL(/type=new_user_registered/);
  await expect(mine).toHaveCount(20);
  await expect(mine.filter({ hasText: `Notice Person ${tag} 21` })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: "Unread" })).toHaveCount(await rows(page).count());

  // Mark all as read, without JavaScript: a plain form post, same filters after.
  const plainContext = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await plainContext.newPage();
  await plain.goto(new URL(page.url()).pathname + new URL(page.url()).search);
  await expect(rows(plain).filter({ hasText: `Notice Person ${tag}` })).toHaveCount(20);
  await plain.getByRole("button", { name: "Mark all as read" }).click();
  await expect(plain.getByText(/\d+ notifications? marked as read\./)).toBeVisible();
  await expect(plain.getByText("No notifications match these filters.")).toBeVisible();
  await expect(plain).toHaveURL(/status=unread/);
  await plainContext.close();

  // The JavaScript page and its bell follow.
  await page.reload();
  await expect(page.getByText("No notifications match these filters.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Notifications, 0 unread" })).toBeVisible();
  await expect(page.getByTestId("unread-total")).toHaveText("0 unread notifications");
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);

  // All of them, read, at 390 px without sideways scrolling.
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(mine).toHaveCount(22);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(mine.first()).toBeVisible();
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(await seriousViolations(page)).toEqual([]);
});

test("someone without notifications sees the empty state", async ({ page }) => {
  await signUp(page, { email: uniqueEmail("no-notices") });
  await page.goto("/dashboard/notifications");
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(page.getByText("No notifications", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
