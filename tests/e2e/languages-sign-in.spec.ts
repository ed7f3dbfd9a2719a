import { expect, test, type Page } from "./support/test";
import { E2E_PASSWORD, uniqueEmail } from "./support/helpers";

/**
 * Opens the account menu and picks a language. The menu needs the page's
 * scripts: after a language change the page is loaded anew and hydrates once
 * its language's catalog has arrived, so the button is pressed until the
 * menu opens.
 */
async function chooseInAccountMenu(page: Page, button: RegExp, language: string) {
  const item = page.getByRole("menuitemradio", { name: language });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole("button", { name: button }).click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await item.click();
}

// Issue 36: the sign-in pages in each language, a sign-up that keeps its
// language, and the dashboard's frame following the person's choice.

test("the sign-in pages switch language and keep their address", async ({ page }) => {
  await page.goto("/login");
  await page
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: "Français" })
    .click();
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion");
  await page.getByRole("link", { name: /Mot de passe oublié/ }).click();
  await expect(page).toHaveURL(/\/fr\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Réinitialiser votre mot de passe",
  );
  await page.getByRole("button", { name: "Envoyer le lien de réinitialisation" }).click();
  await expect(page.getByText("Entrez votre adresse courriel")).toBeVisible();
});

test("a French sign-up saves French; the account menu changes the dashboard's language", async ({
  page,
}) => {
  const email = uniqueEmail("francais");
  await page.goto("/fr/login?register=true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer votre compte");
  await page.getByLabel("Nom complet").fill("Camille Renard");
  await page.getByLabel("Organisation").fill("Renard Faune");
  await page.getByLabel("Courriel").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel("Confirmer le mot de passe").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Créer un compte" }).click();
  await expect(page).toHaveURL(/\/fr\/login\?registered=1/);
  await expect(page.getByText(/Consultez vos courriels/)).toBeVisible();
  await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Her dashboard speaks French, the language she signed up in.
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  const sidebar = page.getByRole("navigation", { name: "Tableau de bord", exact: true });
  await expect(sidebar.getByRole("link", { name: "Paramètres" })).toBeVisible();

  // The account menu changes it, on the same screen.
  await sidebar.getByRole("link", { name: "Paramètres" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await chooseInAccountMenu(page, /Menu du compte de Camille Renard/, "Español");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(
    page.getByRole("navigation", { name: "Panel", exact: true }).getByRole("link", {
      name: "Configuración",
    }),
  ).toBeVisible();
  await chooseInAccountMenu(page, /Menú de la cuenta de Camille Renard/, "English");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.getByRole("navigation", { name: "Dashboard", exact: true }).getByRole("link", {
      name: "Settings",
    }),
  ).toBeVisible();
});
