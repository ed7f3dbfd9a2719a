import { expect, test, type Page } from "./support/test";
import { reviewScreenshot, seriousViolations, signIn } from "./support/helpers";

/**
 * Issue 19, decision 050: every screen tells an expired or revoked business
 * where it stands, from the certificate, never "Certified". Demo data:
 * great-lakes@ expired yesterday (in its grace period), old-mill@ was
 * revoked, cascadia@ is accredited.
 */
const inGrace = "great-lakes@demo.test";
const revoked = "old-mill@demo.test";

const widths = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

function shot(page: Page, name: string) {
  return reviewScreenshot(page, `accreditation-${name}`);
}

for (const size of widths) {
  test.describe(`accreditation state (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("a business expired in its grace period is told it is not accredited and until when it can renew", async ({
      page,
    }) => {
      await signIn(page, inGrace);
      await page.goto("/dashboard");
      const tracker = page.getByTestId("overview-application").first();
      await expect(tracker.getByTestId("accreditation-badge")).toHaveText(
        /Expired, in grace period/,
      );
      await expect(tracker.getByTestId("status-badge")).toHaveCount(0);
      await expect(tracker.getByTestId("current-step")).toHaveText(/Renew$/);
      const alert = tracker.getByTestId("overview-alert");
      await expect(alert).toContainText("Your certificate has expired");
      await expect(alert).toContainText("no longer accredited or listed in the directory");
      await expect(alert).toContainText(
        /You can renew until \w{3} \d{1,2}, \d{4} \(\d+ days left\)/,
      );
      await expect(alert.getByRole("link", { name: "Renew now" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `in-grace-overview-${size.name}`);

      // My Certificates: renew now, in grace until …; never "Not due yet".
      await page.goto("/dashboard/certificates");
      await expect(page.getByText(/In grace until \w{3} \d{1,2}, \d{4}/)).toBeVisible();
      await expect(page.getByRole("link", { name: /^Renew certificate / })).toBeVisible();
      await expect(page.getByText("Not due yet")).toHaveCount(0);

      // The certificate page: the state, and the on-screen certificate stamped like its PDF.
      await page.getByRole("link", { name: /^Certificate \d{4}-\d{5}, Great Lakes/ }).click();
      const status = page.getByTestId("accreditation-status");
      await expect(status.getByTestId("accreditation-headline")).toHaveText(
        /^Expired on \w{3} \d{1,2}, \d{4}, renewable until \w{3} \d{1,2}, \d{4}$/,
      );
      await expect(page.getByTestId("certificate-stamp")).toHaveText(/^EXPIRED /);
      expect(await seriousViolations(page)).toEqual([]);

      // The directory does not list it.
      await page.goto("/directory?q=Great+Lakes+Wildlife+Care");
      await expect(page.getByTestId("directory-empty")).toBeVisible();
      await expect(page.getByRole("link", { name: "Great Lakes Wildlife Care" })).toHaveCount(0);
    });

    test("a revoked business sees its certificate revoked and how to appeal, never Certified or 'not due yet'", async ({
      page,
    }) => {
      await signIn(page, revoked);
      await page.goto("/dashboard");
      const tracker = page.getByTestId("overview-application").first();
      await expect(tracker.getByTestId("current-step")).toHaveText(
        /^Step 7 of 8: Certificate revoked$/,
      );
      await expect(tracker.getByTestId("accreditation-badge")).toHaveText(/Revoked/);
      await expect(tracker.getByText("Certified", { exact: true })).toHaveCount(0);
      const alert = tracker.getByTestId("overview-alert");
      await expect(alert).toContainText("Your certificate was revoked");
      await expect(alert).toContainText("appeal within 30 days");
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `revoked-overview-${size.name}`);

      await page.goto("/dashboard/certificates");
      await expect(page.getByText("Revoked: cannot be renewed.")).toBeVisible();
      await expect(page.getByRole("link", { name: "How to appeal" })).toBeVisible();
      await expect(page.getByText("Not due yet")).toHaveCount(0);

      // One way to appeal (issue 33): "How to appeal" opens the appeal form.
      await page.getByRole("link", { name: "How to appeal" }).click();
      await expect(page).toHaveURL(/\/dashboard\/appeals\/new\?certificate=/);
      await expect(page.locator("h1")).toContainText(/appeal/i);
      await page.goBack();
      await page
        .getByRole("link", { name: /^Certificate \d{4}-\d{5}, Old Mill/ })
        .first()
        .click();
      await expect(page.getByTestId("accreditation-headline")).toHaveText(
        /^Revoked on \w{3} \d{1,2}, \d{4}$/,
      );
      await expect(page.getByTestId("accreditation-status")).toContainText(
        "appeal within 30 days from the certificate's page",
      );
      await expect(page.getByTestId("certificate-stamp")).toHaveText(/^REVOKED /);
      await shot(page, `revoked-certificate-${size.name}`);
    });

    test("the directory says until when a business is accredited", async ({ page }) => {
      await page.goto("/directory");
      const first = page.getByRole("listitem").filter({ hasText: "Accredited until" }).first();
      await expect(first).toContainText(/Accredited until \w{3} \d{1,2}, \d{4}/);
      await first.getByRole("link", { name: /^View details/ }).click();
      await expect(page.getByTestId("accreditation-headline")).toHaveText(
        /Accredited until \w{3} \d{1,2}, \d{4}/,
      );
      await shot(page, `directory-business-${size.name}`);
    });
  });
}
