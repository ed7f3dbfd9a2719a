import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "./support/test";
import { axeViolations, E2E_PASSWORD, signIn, uniqueEmail, waitForMail } from "./support/helpers";

// Issue 36: the journeys of a French-speaking visitor and a Spanish-speaking
// business, at phone width, with the accessibility and overflow checks of
// every kind of screen they pass through.

/** The page fits a 390 px phone (no sideways scrolling) and axe finds nothing. */
async function fitsAndPassesAxe(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(clientWidth);
  expect(await axeViolations(page), page.url()).toEqual([]);
}

test.describe("a French-speaking visitor", () => {
  test.use({ locale: "fr-CA", viewport: { width: 390, height: 844 } });

  test("arrives in French, finds the business nearest H2X 1Y4 and verifies its certificate in French", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await fitsAndPassesAxe(page);

    await page.goto("/fr/directory");
    const search = page.getByRole("search", { name: "Rechercher dans le répertoire" });
    await search.locator('input[name="q"]').fill("H2X 1Y4");
    await search.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/fr\/directory\?.*q=H2X/);
    // Nobody lists Montréal yet: the nearest business is named, in French.
    await expect(
      page.getByText(/L’entreprise la plus proche est Rideau Bat & Wildlife Care/),
    ).toBeVisible();
    await fitsAndPassesAxe(page);
    await page
      .getByRole("link", { name: "Voir les détails de Rideau Bat & Wildlife Care" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/fr\/directory\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rideau Bat & Wildlife Care");
    await fitsAndPassesAxe(page);

    await page.getByRole("link", { name: "Vérifier ce certificat", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/verify\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(
      page.getByRole("heading", { level: 2, name: /^Valide \d{4}-\d{5}$/ }),
    ).toBeVisible();
    await expect(page.getByText(/Ce certificat est authentique et valide jusqu’au/)).toBeVisible();
    await fitsAndPassesAxe(page);
  });

  test("signs up in French, gets her e-mail in French, and her dashboard is in French", async ({
    page,
  }) => {
    const email = uniqueEmail("courriel");
    const started = Date.now();
    await page.goto("/fr/login?register=true");
    await page.getByLabel("Nom complet").fill("Élise Tremblay");
    await page.getByLabel("Organisation").fill("Faune Tremblay");
    await page.getByLabel("Courriel").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel("Confirmer le mot de passe").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(page).toHaveURL(/\/fr\/login\?registered=1/);
    const mail = await waitForMail(email, /^Confirmez votre adresse courriel/, { after: started });
    expect(mail.text).toContain("Veuillez confirmer");
    expect(mail.html).toContain('lang="fr-CA"');

    // She follows the link and signs in: her dashboard speaks French (her saved language).
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await signIn(page, email, E2E_PASSWORD);
    const url = new URL(link!);
    await page.goto(url.pathname + url.search);
    await expect(page).toHaveURL(/\/dashboard\/email-address$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue, Élise Tremblay");
    await expect(
      page.getByRole("heading", { level: 2, name: "Votre accréditation" }),
    ).toBeVisible();
    await fitsAndPassesAxe(page);
  });
});

test("a Spanish-speaking business downloads its certificate in Spanish", async ({ page }) => {
  await signIn(page, "valle-verde@demo.test");
  await page.goto("/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  await page.goto("/dashboard/certificates");
  const view = page.locator('a[href^="/dashboard/certificates/view/"]').first();
  await view.click();
  await expect(page).toHaveURL(/\/dashboard\/certificates\/view\//);
  const downloading = page.waitForEvent("download");
  await page.locator('a[href$="/pdf"]').first().click();
  const file = await (await downloading).path();
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text).toContain("Certificado de acreditación");
  expect(text).toContain("Vigente hasta");
  expect(text).toContain("Valle Verde Control Humanitario de Fauna");
  expect(text).not.toContain("Certificate of Accreditation");
});

test.describe("a committee member keeps the translations up to date", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("finds Standard 14's French in Translations, revises it, and French readers get it", async ({
    page,
  }) => {
    await signIn(page, "committee@demo.test");
    await page.goto("/dashboard/translations?area=standards&locale=fr-CA&state=all&q=14");
    await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
    await expect(page.getByTestId("translation-counts")).toContainText(/French: \d+ current/);
    await fitsAndPassesAxe(page);
    await page.getByRole("link", { name: /^Standard 14 — / }).click();
    await expect(page).toHaveURL(/\/dashboard\/translations\/standard\/[0-9a-f-]+\/fr-CA$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("French translation");
    await fitsAndPassesAxe(page);

    const title = `Norme révisée ${Date.now()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByRole("button", { name: "Save the translation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Translation saved." })).toBeVisible();

    await page.goto("/fr/standards");
    await expect(page.locator("#standard-14 h2")).toContainText(title);
    await expect(page.locator("#standard-14 [data-translation-note]")).toHaveCount(0);
  });
});
