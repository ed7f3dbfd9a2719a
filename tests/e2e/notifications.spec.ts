import { expect, test, type Page } from "@playwright/test";
import { demo, signIn, uniqueEmail, waitForMail } from "./support/helpers";

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
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

async function registerInNewContext(page: Page, name: string, organization: string, email: string) {
  await page.goto("/login?register=true");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Organization").fill(organization);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-strong-password-2026");
  await page.getByLabel("Confirm password").fill("a-strong-password-2026");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

test("a new registration reaches the administrator's bell without a reload; read, delete, empty; welcome e-mail in the Mail Log", async ({
  page,
  browser,
}) => {
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
  await page.route("**/dashboard/notifications.data*", (route) =>
    route.request().method() === "POST" ? route.abort("failed") : route.continue(),
  );
  await item.getByRole("button", { name: `Mark as read: ${message}` }).click();
  await expect(item.getByRole("alert")).toHaveText(
    "Could not update the notification. Please try again.",
  );
  await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
  await expect(item.getByRole("button", { name: `Mark as read: ${message}` })).toBeVisible();
  await page.unroute("**/dashboard/notifications.data*");

  // Mark read: the count drops and the item loses its unread marker.
  await item.getByRole("button", { name: `Mark as read: ${message}` }).click();
  await expect(page.getByRole("button", { name: "Notifications, 0 unread" })).toBeVisible();
  await expect(item.getByRole("button", { name: /^Mark as read/ })).toHaveCount(0);
  await expect(item.getByText("Unread:")).toHaveCount(0);

  // Delete it, then the rest, until the empty text shows.
  await item.getByRole("button", { name: `Delete notification: ${message}` }).click();
  await expect(panel(page).getByTestId("notification").filter({ hasText: message })).toHaveCount(0);
  const deleteButtons = panel(page).getByRole("button", { name: /^Delete notification:/ });
  // The demo data leaves the administrator more than 20 notifications, so an
  // older one can take the deleted one's place: wait for that item to go.
  for (let guard = 0; guard < 300 && (await deleteButtons.count()) > 0; guard++) {
    const first = deleteButtons.first();
    const label = (await first.getAttribute("aria-label"))!;
    const same = panel(page).getByRole("button", { name: label, exact: true });
    const before = await same.count();
    await first.click();
    await expect(same).toHaveCount(before - 1);
  }
  await expect(panel(page).getByText("No notifications", { exact: true })).toBeVisible();
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
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("stored", { exact: true })).toBeVisible();
  await row.getByRole("link", { name: "Welcome to the Humane Accreditation Portal" }).click();
  await expect(
    page.getByRole("heading", { name: "Welcome to the Humane Accreditation Portal" }),
  ).toBeVisible();
  await expect(page.locator("pre")).toContainText(`Hello ${name},`);
  const preview = page.frameLocator('iframe[title^="HTML preview"]');
  await expect(preview.getByText(`Hello ${name},`)).toBeVisible();
  await expect(page.locator('iframe[title^="HTML preview"]')).toHaveAttribute("sandbox", "");
});

test("the Mail Log is refused to a non-administrator", async ({ page }) => {
  await signIn(page, demo.applicant);
  await page.goto("/dashboard/mail-log");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
});
