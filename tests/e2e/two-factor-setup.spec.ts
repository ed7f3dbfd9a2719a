import { TOTP } from "otpauth";
import { expect, test } from "./support/test";
import { E2E_PASSWORD, seriousViolations, signUp, uniqueEmail } from "./support/helpers";

/** Recovery codes: two groups of five, no look-alikes (0/O, 1/I). */
const UNAMBIGUOUS_CODE = /^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/;

test("two-factor set-up can be cancelled: nothing is left pending; a later set-up gives unambiguous recovery codes", async ({
  page,
}) => {
  const email = uniqueEmail("mfa-cancel");
  await signUp(page, { email });
  await page.goto("/dashboard/settings");
  await expect(page.getByTestId("two-factor-status")).toHaveText("Status: Off");

  await page.getByLabel("Password to set up two-factor").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const abandoned = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
  expect(await seriousViolations(page)).toEqual([]);

  // Cancel: back to settings, two-factor still off, the set-up form offered again.
  await page.getByRole("button", { name: "Cancel set-up" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?done=two-factor-cancelled#two-factor$/);
  await expect(
    page.getByText("Two-factor set-up cancelled. Two-factor authentication is still off."),
  ).toBeVisible();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Status: Off");
  await expect(page.getByTestId("totp-secret")).toHaveCount(0);
  await expect(page.getByLabel("Password to set up two-factor")).toBeVisible();

  // The abandoned key cannot turn two-factor on later: its first code is refused.
  const staleURI = `otpauth://totp/Humane%20Accreditation%20Portal:${encodeURIComponent(email)}?secret=${abandoned}&issuer=Humane%20Accreditation%20Portal&digits=6&period=30`;
  const stale = await page.request.post("/dashboard/settings", {
    form: {
      intent: "activate-two-factor",
      totpURI: staleURI,
      code: new TOTP({ secret: abandoned }).generate(),
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(stale.status()).toBe(422);
  expect(await stale.text()).toContain(
    "Start the set-up again: no authenticator is waiting for a code.",
  );
  await page.reload();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Status: Off");

  // A new set-up works and shows recovery codes without look-alike characters.
  await page.getByLabel("Password to set up two-factor").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
  expect(secret).not.toBe(abandoned);
  await page.getByLabel("Code from the app").fill(new TOTP({ secret }).generate());
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Status: On");
  const codes = await page.getByTestId("recovery-codes").locator("li").allInnerTexts();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(UNAMBIGUOUS_CODE);
});
