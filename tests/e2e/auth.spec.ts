import { expect, test, type Page } from "./support/test";
import { TOTP } from "otpauth";
import { signUp as signUpAccount, uniqueEmail, waitForMail } from "./support/helpers";

const PASSWORD = "a-long-test-password";

function signUp(page: Page, email: string, name = "Robin Marten") {
  return signUpAccount(page, { email, name, password: PASSWORD });
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function passwordStep(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * A TOTP code the server has not accepted yet, without waiting for a new
 * 30-second period: the first is the current time step's, later ones belong
 * to the step after the last one used. The server accepts the current step
 * ±1 and refuses a step not later than the last one accepted (replay), so the
 * next step's code is fresh at once; this holds for one code per step ahead.
 */
function freshCode(totp: TOTP, used: { step?: number }) {
  const current = totp.counter();
  const step = used.step === undefined ? current : Math.max(current, used.step + 1);
  if (step > current + 1) throw new Error("no fresh TOTP step within the accepted window");
  used.step = step;
  return totp.generate({ timestamp: step * totp.period * 1000 });
}

test("sign up lands on the dashboard; sign out goes home; wrong password is refused", async ({
  page,
}) => {
  const email = uniqueEmail("signup");
  await signUp(page, email);
  await expect(page.getByRole("heading", { name: /Welcome, Robin Marten/ })).toBeVisible();
  await signOut(page);

  await passwordStep(page, email, "not-the-right-password");
  await expect(page.getByRole("alert")).toHaveText("Incorrect e-mail or password.");
  await expect(page).toHaveURL(/\/login/);
});

test("sign-up form messages at the fields", async ({ page }) => {
  await page.goto("/login?register=true");
  await page.getByLabel("Full name").fill("Short Password");
  await page.getByLabel("Organization").fill("Org");
  await page.getByLabel("E-mail").fill(uniqueEmail("weak"));
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("different");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    /Password must be at least 10 characters/,
  );
  await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription(
    "Passwords do not match",
  );

  // An address that has an account gets the same answer as a new one (decision 067);
  // its owner is e-mailed instead.
  const started = Date.now();
  await page.getByLabel("E-mail").fill("applicant@demo.test");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login\?registered=1/);
  await expect(
    page.getByText(
      "Check your e-mail: we have sent a message about this registration to applicant@demo.test.",
    ),
  ).toBeVisible();
  await expect(page.getByText("already exists")).toHaveCount(0);
  const mail = await waitForMail("applicant@demo.test", /Someone tried to create an account/, {
    after: started,
  });
  expect(mail.text).toContain("no new account was created");
});

test("a signed-out visit to settings returns there after signing in", async ({ page }) => {
  const email = uniqueEmail("return");
  await signUp(page, email);
  await signOut(page);
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fsettings$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
});

test("password reset through the e-mailed link", async ({ page }) => {
  const email = uniqueEmail("reset");
  await signUp(page, email);
  await signOut(page);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  const after = Date.now();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(
    "If an account exists for that e-mail, we've sent a link",
  );
  // The same answer for an unknown address.
  await page.goto("/forgot-password");
  await page.getByLabel("E-mail").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(
    "If an account exists for that e-mail, we've sent a link",
  );

  const mail = await waitForMail(email, /Reset your password/, { after });
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0];
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
    /Password must be at least 10 characters/,
  );
  await page.getByLabel("New password", { exact: true }).fill("my-new-password-2026");
  await page.getByLabel("Confirm new password").fill("my-new-password-2026");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByRole("status")).toContainText("Your password has been changed.");

  await passwordStep(page, email, "my-new-password-2026");
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("invalid or has expired");
  await expect(page.getByRole("link", { name: "Request a new reset link" })).toBeVisible();
});

test("sign in with an e-mailed one-time code", async ({ page }) => {
  const email = uniqueEmail("otp");
  await signUp(page, email);
  await signOut(page);

  await page.goto("/login?redirectTo=%2Fdashboard%2Fsettings");
  await page.getByRole("link", { name: "E-mail me a one-time sign-in code" }).click();
  await expect(page.getByRole("heading", { name: "Log in with a one-time code" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  const after = Date.now();
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByRole("status")).toContainText("we've e-mailed a 6-digit code");
  const mail = await waitForMail(email, /sign-in code/, { after });
  const code = mail.text.match(/code is: (\d{6})/)![1]!;

  await page.getByLabel("6-digit code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByLabel("6-digit code")).toHaveAccessibleDescription(
    "That code is not correct. Check the e-mail and try again.",
  );
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
});

test("two-factor: enrol in settings, then sign in with a code and with a recovery code", async ({
  page,
}) => {
  const email = uniqueEmail("mfa");
  await signUp(page, email);
  await page.goto("/dashboard/settings");
  await expect(page.getByTestId("two-factor-status")).toHaveText("Status: Off");
  await page.getByLabel("Password to set up two-factor").fill("wrong-password-here");
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByLabel("Password to set up two-factor")).toHaveAccessibleDescription(
    "The current password is incorrect.",
  );
  await page.getByLabel("Password to set up two-factor").fill(PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).trim();
  const totp = new TOTP({ secret });
  const used: { step?: number } = {};

  await page
    .getByLabel("Code from the app")
    .fill("000000" === totp.generate() ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByLabel("Code from the app")).toHaveAccessibleDescription(
    "That code is not correct.",
  );
  await page.getByLabel("Code from the app").fill(freshCode(totp, used));
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Status: On");
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  const codes = await page.getByTestId("recovery-codes").locator("li").allInnerTexts();
  expect(codes).toHaveLength(10);
  // Shown once.
  await page.reload();
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);

  await signOut(page);
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/login\/two-factor/);
  await page.getByLabel("Authentication code").fill(freshCode(totp, used));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await passwordStep(page, email);
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await expect(page.getByLabel("Recovery code")).toBeVisible();
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The used recovery code no longer works.
  await signOut(page);
  await passwordStep(page, email);
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await expect(page.getByLabel("Recovery code")).toBeVisible();
  await page.getByLabel("Recovery code").fill(codes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByLabel("Recovery code")).toHaveAccessibleDescription(
    "That recovery code is not valid.",
  );
});

test("single sign-on with the OpenID Connect provider creates an applicant", async ({ page }) => {
  const login = `sso-${Date.now().toString(36)}`;
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Test Identity Provider" }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("heading", { name: new RegExp(`Welcome, SSO ${login}`) }),
  ).toBeVisible();
  await expect(page.getByTestId("active-role")).toHaveText("Applicant");
});

test("an error coming back from single sign-on is shown on the login page", async ({ page }) => {
  await page.goto("/login?error=access_denied");
  await expect(page.getByRole("alert")).toHaveText(
    "Sign-in at Test Identity Provider was cancelled or refused.",
  );
});
