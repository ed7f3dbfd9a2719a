import { expect, test, type Page } from "./support/test";
import { demo, signIn, signUp, uniqueEmail, waitForMail } from "./support/helpers";

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications, \d+\+? unread$/ });
const panel = (page: Page) => page.getByRole("dialog", { name: "Notifications" });

async function openBell(page: Page) {
  if (!(await panel(page).isVisible())) await bell(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText("Loading notifications…")).toHaveCount(0);
}

/** Other specs may have left notifications for the admin: start from zero unread. */
async function clearUnread(page: Page) {
  await openBell(page);
  const markAll = panel(page).getByRole("button", { name: "Mark all read" });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(page.getByRole("button", { name: "Notifications, 0 unread" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
}

/**
 * Deletes all but the newest `keep` of the signed-in person's notifications
 * through the bell's own feed (its GET and its delete action), so the journey
 * deletes only the last few by hand: the demo leaves the administrator dozens.
 */
async function deleteAllButThroughFeed(page: Page, keep: number) {
  const origin = new URL(page.url()).origin;
  for (let round = 0; round < 50; round++) {
    const feed = (await (await page.request.get("/dashboard/notifications/feed")).json()) as {
      notifications: { id: string }[];
    };
    const extra = feed.notifications.slice(keep);
    if (extra.length === 0) return;
    for (const { id } of extra) {
      const answer = await page.request.post("/dashboard/notifications/feed", {
        form: { intent: "delete", id },
        headers: { origin },
      });
      expect(answer.status(), `delete ${id}`).toBeLessThan(400);
    }
  }
  throw new Error("the feed kept answering notifications to delete");
}

async function registerInNewContext(page: Page, name: string, organization: string, email: string) {
  await signUp(page, { email, name, organization, password: "a-strong-password-2026" });
}

test("a new registration reaches the administrator's bell without a reload; read, delete, empty; welcome e-mail in the Mail Log", async ({
  page,
  browser,
}) => {
  // Emptying the bell deletes every demo notification of the administrator one by one.
  test.slow();
  await signIn(page, demo.admin);
  await clearUnread(page);

  const email = uniqueEmail("bell");
  const name = `Bell Tester ${email.slice(5, 11)}`;
  const organization = "Gentle Exclusion LLC";
  const message = `New user registered: ${name} (${organization})`;

  const visitor = await browser.newContext();
  const applicantPage = await visitor.newPage();
  await registerInNewContext(applicantPage, name, organization, email);
  await visitor.close();

  // No reload: the bell polls and the count rises.
  await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId("notification-count")).toHaveText("1");

  await openBell(page);
  const item = panel(page).getByTestId("notification").filter({ hasText: message });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("link", { name: message })).toHaveAttribute(
    "href",
    "/dashboard/users",
  );
  await expect(item.locator("time")).toHaveText("just now");
  await expect(item.getByText("Unread:")).toHaveCount(1);

  // A failing server call: the optimistic read flag is reverted with a message.
  await page.route("**/dashboard/notifications/feed.data*", (route) =>
    route.request().method() === "POST" ? route.abort("failed") : route.continue(),
  );
  await item.getByRole("button", { name: `Mark as read: ${message}` }).click();
  await expect(item.getByRole("alert")).toHaveText(
    "Could not update the notification. Please try again.",
  );
  await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
  await expect(item.getByRole("button", { name: `Mark as read: ${message}` })).toBeVisible();
  await page.unroute("**/dashboard/notifications/feed.data*");

  // Mark read: the count drops and the item loses its unread marker.
  await item.getByRole("button", { name: `Mark as read: ${message}` }).click();
  await expect(page.getByRole("button", { name: "Notifications, 0 unread" })).toBeVisible();
  await expect(item.getByRole("button", { name: /^Mark as read/ })).toHaveCount(0);
  await expect(item.getByText("Unread:")).toHaveCount(0);

  // Delete it, then the rest, until the empty text shows.
  await item.getByRole("button", { name: `Delete notification: ${message}` }).click();
  await expect(panel(page).getByTestId("notification").filter({ hasText: message })).toHaveCount(0);
  // All but the newest three go through the feed; the journey deletes those by hand.
  await page.keyboard.press("Escape");
  await deleteAllButThroughFeed(page, 3);
  await page.reload();
  await openBell(page);
  const items = panel(page).getByTestId("notification");
  // The demo data leaves the administrator more than 20 notifications, some
  // with the same text, so an older one takes the deleted one's place: follow
  // each deleted item by its id.
  const empty = panel(page).getByText("No notifications", { exact: true });
  for (let guard = 0; guard < 300; guard++) {
    // Once the newest ones are gone the bell fetches the older ones.
    await expect(items.first().or(empty)).toBeVisible();
    if (await empty.isVisible()) break;
    const id = (await items.first().getAttribute("data-notification-id"))!;
    const target = panel(page).locator(`[data-notification-id="${id}"]`);
    // The list can change under the pointer (a newer answer of the poll
    // re-renders it): the click may then land on a neighbour's button, or on
    // none. Either way the next round picks the first item again; the empty
    // list below, and again after a reload, proves every delete took.
    const clicked = await target
      .getByRole("button", { name: /^Delete notification:/ })
      .click({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    // A short wait for it to go, so the next round does not click it again.
    if (clicked) await target.waitFor({ state: "detached", timeout: 3_000 }).catch(() => {});
  }
  await expect(empty).toBeVisible();
  await page.reload();
  await openBell(page);
  await expect(panel(page).getByText("No notifications", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  // The welcome e-mail: a stored .json file and a row in the Mail Log.
  const mail = await waitForMail(email, /^Welcome to the Humane Accreditation Portal$/);
  expect(mail.text).toContain(`Hello ${name},`);
  expect(mail.html).toContain("/dashboard");

  await page.goto(`/dashboard/mail-log?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { name: "Mail Log" })).toBeVisible();
  // Two rows for the address since decision 080: the confirmation link and the welcome.
  const rows = page.getByRole("row").filter({ hasText: email });
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: "Welcome to the Humane Accreditation Portal" });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("stored (not sent)", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: "Welcome to the Humane Accreditation Portal" }).click();
  await expect(
    page.getByRole("heading", { name: "Welcome to the Humane Accreditation Portal" }),
  ).toBeVisible();
  await expect(page.locator("pre")).toContainText(`Hello ${name},`);
  const preview = page.frameLocator('iframe[title^="HTML preview"]');
  await expect(preview.getByText(`Hello ${name},`)).toBeVisible();
  // Sandboxed without scripts (same origin only so the page can size the frame to the message).
  await expect(page.locator('iframe[title^="HTML preview"]')).toHaveAttribute(
    "sandbox",
    "allow-same-origin",
  );
});

test("the Mail Log is refused to a non-administrator", async ({ page }) => {
  await signIn(page, demo.applicant);
  await page.goto("/dashboard/mail-log");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
});
