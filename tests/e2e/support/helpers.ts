import fs from "node:fs";
import axe, { type AxeResults, type RunOptions } from "axe-core";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { e2eBaseUrl, e2eDataDir } from "./test";

export const DEMO_PASSWORD = "humane-demo-2026";
export const demo = {
  admin: "admin@demo.test",
  committee: "committee@demo.test",
  examiner: "examiner@demo.test",
  applicant: "applicant@demo.test",
} as const;

/**
 * Signs in and opens the dashboard. The session is opened by the sign-in
 * endpoint the login form's action calls (better-auth's, with the same rate
 * limit and checks), from the page's own cookie jar: a new session for this
 * test, without loading and filling the form (decision 077). The tests of
 * sign-in itself use `signInThroughForm`.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const origin = new URL(e2eBaseUrl()).origin;
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password, rememberMe: true },
    headers: { origin },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const body = (await response.json()) as { twoFactorRedirect?: boolean };
  expect(body.twoFactorRedirect, `${email} needs no second factor`).toBeFalsy();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Signs in through the login form and waits for the dashboard. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  // Password hashing on a busy shared machine can take a while (not a speed check).
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
}

/**
 * The slug field of a post's edit page once its data is there: after a save
 * the address changes a moment before the page shows the saved post, and
 * reading the field at once gave "" (flaky in CI: the visitor then opened /blog/).
 */
export async function savedSlug(page: Page, pattern: RegExp = /\S/): Promise<string> {
  const field = page.getByLabel("Slug (web address)");
  await expect(field).toHaveValue(pattern);
  return (await field.inputValue()).trim();
}

/**
 * A full-page picture for a person to look at (docs/testing.md, "Knobs": the
 * review pictures of new screens), taken only when E2E_SCREENSHOTS=1 (decision 077): nothing
 * in a test reads it, and each one cost the browser up to a second of CPU in
 * every run. Written to `.tmp/screenshots/<name>.png`; with `widths`, one
 * picture per width (`<name>-<width>.png`), the window back at 1280 px after.
 */
export async function reviewScreenshot(page: Page, name: string, widths?: readonly number[]) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  const dir = path.resolve(".tmp/screenshots");
  fs.mkdirSync(dir, { recursive: true });
  if (!widths) {
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
    return;
  }
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export type StoredMail = { to: string; subject: string; text: string; html: string; file: string };

/**
 * The stored mails read so far, by file (a file is written once, whole, and
 * never changed): each poll reads only the files that are new, not the
 * hundreds the run has already written.
 */
const mailsRead = new Map<string, { mtimeMs: number; mail: Omit<StoredMail, "file"> }>();

/**
 * Waits for an e-mail to `to` whose subject matches, from the stored mail
 * folder (DATA_DIR/mail) that the outbox worker writes when no SMTP is set.
 */

export async function waitForMail(
  to: string,
  subject: RegExp,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<StoredMail> {
  const dir = path.join(e2eDataDir(), "mail");
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      const files = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .sort()
        .reverse();
      for (const file of files) {
        const full = path.join(dir, file);
        let read = mailsRead.get(full);
        if (!read) {
          read = {
            mtimeMs: fs.statSync(full).mtimeMs,
            mail: JSON.parse(fs.readFileSync(full, "utf8")) as Omit<StoredMail, "file">,
          };
          mailsRead.set(full, read);
        }
        if (options.after && read.mtimeMs < options.after) continue;
        if (read.mail.to === to && subject.test(read.mail.subject)) {
          return { ...read.mail, file: full };
        }
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} matching ${subject} within the timeout`);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

export const E2E_PASSWORD = "a-long-test-password";

/**
 * Follows the link of the confirmation e-mail sent to `email` (decision 080)
 * in the signed-in `page`, and checks the address is confirmed.
 */
export async function confirmEmailAddress(page: Page, email: string) {
  const mail = await waitForMail(email, /^Confirm your e-mail address$/);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No confirmation link in the e-mail to ${email}`);
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await expect(page).toHaveURL(/\/dashboard\/email-address$/);
  await expect(page.getByText(`Your e-mail address ${email} is confirmed.`)).toBeVisible();
}

/**
 * Registers a new account through /login?register=true, then logs in with it
 * (sign-up answers "check your e-mail" for every address and opens no
 * session, decision 067) and waits for the dashboard; then confirms the
 * address from the e-mailed link (decision 080) unless `confirm` is false.
 */
export async function signUp(
  page: Page,
  account: {
    email: string;
    name?: string;
    organization?: string;
    password?: string;
    confirm?: boolean;
  },
) {
  const password = account.password ?? E2E_PASSWORD;
  await page.goto("/login?register=true");
  await page.getByLabel("Full name").fill(account.name ?? "Robin Marten");
  await page.getByLabel("Organization").fill(account.organization ?? "Marten Humane Wildlife");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login\?registered=1/);
  await expect(page.getByText("Check your e-mail: we have sent a message")).toBeVisible();
  // The address is filled in; the password is typed again.
  await expect(page.getByLabel("E-mail")).toHaveValue(account.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  if (account.confirm === false) return;
  await confirmEmailAddress(page, account.email);
  await page.goto("/dashboard");
}

/** The three document types every application needs before it is submitted (issue 19). */
export const requiredDocumentLabels = [
  "Business licence",
  "Liability insurance",
  "Wildlife permit",
] as const;

/** A minimal PDF, valid enough for the server's content check. */
export const samplePdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1"),
});

/**
 * Uploads one PDF of each `labels` type (default: the three required ones)
 * through the application page's upload form, waiting for each upload.
 */
export async function uploadDocuments(
  page: Page,
  labels: readonly string[] = requiredDocumentLabels,
) {
  const form = page.getByRole("form", { name: "Upload documents" });
  for (const label of labels) {
    const file = samplePdf(`${label.toLowerCase().replace(/\s+/g, "-")}-scan.pdf`);
    await form.getByLabel("Document type").selectOption({ label });
    await form.getByLabel("Files").setInputFiles(file);
    await form.getByRole("button", { name: "Upload" }).click();
    const progress = page.getByRole("progressbar", { name: `Upload progress: ${file.name}` });
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(
      page.getByRole("listitem").filter({ has: progress }).getByRole("status"),
    ).toHaveText("1 document uploaded.");
  }
}

/**
 * Creates an application through the form (Save draft), uploads the required
 * documents on its page and submits it there; returns its page path.
 */
export async function createAndSubmitApplication(page: Page, businessName: string) {
  await saveCompleteDraft(page, businessName);
  await uploadDocuments(page);
  await expect(page.getByTestId("required-documents")).toContainText("all uploaded");
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Submitted");
  return new URL(page.url()).pathname;
}

/** Fills every field of the new-application form and saves the draft; returns its page path. */
export async function saveCompleteDraft(page: Page, businessName: string) {
  await page.goto("/dashboard/applications/new");
  await page.getByLabel("Business name").fill(businessName);
  await page.getByLabel("Street address").fill("4 Elm Road");
  await page.getByLabel("City").fill("Toronto");
  await page.getByLabel("Country").selectOption("Canada");
  await page.locator("#field-region").selectOption("Ontario");
  await page.getByLabel("Postal code", { exact: true }).fill("M5V 2T6");
  await page.getByLabel("Contact name").fill("Robin Marten");
  await page.getByLabel("Contact phone").fill("+1 416 555 0199");
  await page.locator('input[name="servicesOffered"]').first().check();
  await page.getByLabel("Service area").fill("Greater Toronto Area");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/dashboard\/applications\/[0-9a-f-]{36}(\?.*)?$/);
  return new URL(page.url()).pathname;
}

export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core's script with the configuration @axe-core/playwright gives it in legacy mode. */
const AXE_SETUP = `${axe.source};axe.configure({allowedOrigins:["<same_origin>"],branding:{application:"playwright"}});`;

/**
 * axe in every frame of the page that lacks it. A document keeps it until it
 * is left, so a screen scanned at a second width (or again after a change)
 * is not sent the 570 kB script again; a frame that does not answer within
 * a second is left out, as @axe-core/playwright does.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const present = await frame.evaluate("typeof window.axe?.run === 'function'").catch(() => true);
    if (present) continue;
    await Promise.race([
      frame.evaluate(AXE_SETUP),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]).catch(() => undefined);
  }
}

/**
 * axe-core over the current page: WCAG 2.2 AA, with label-in-name enabled.
 * First waits until no submit button is still marked pending (app.css dims
 * it while the answer and the revalidation arrive: a passing state, not the
 * page's look; measured mid-way it failed contrast in CI).
 *
 * As @axe-core/playwright's "legacy" mode runs it (decision 077): axe.run in
 * the page, same-origin frames included (the app embeds no other origin),
 * rather than a partial run per frame finished in a new blank tab (2.0–3.3 s
 * a screen against 1.0–1.8 s, the same results). Only the violations and
 * the "needs review" nodes are collected in full: the passes of a screen
 * (every text's contrast…) made the answer 180–470 kB and cost ~0.5 s a
 * screen. axe is injected once per document (`injectAxe`): the builder
 * evaluated the script twice on every call, about 0.3–0.5 s a scan.
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  await expect(page.locator("[data-pending]")).toHaveCount(0);
  await injectAxe(page);
  const options: RunOptions = {
    // Experimental in axe, so off by default: WCAG 2.5.3 label in name.
    rules: { "label-content-name-mismatch": { enabled: true } },
    resultTypes: ["violations", "incomplete"],
    runOnly: { type: "tag", values: axeTags },
  };
  const answer = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, runOptions)
        .then((results) => ({ error: null, results }))
        .catch((error: Error) => ({ error: error.message, results: null })),
    options,
  );
  if (answer.error !== null) throw new Error(answer.error);
  return answer.results!;
}

/** Every violation among axe's results, as a short readable list (rule, impact, first nodes). */
export function violationsOf(results: AxeResults) {
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")}: ${n.failureSummary}`),
  }));
}

/** The violations of impact serious or critical among axe's results. */
export function seriousOf(results: AxeResults) {
  return violationsOf(results).filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** Every axe-core violation on the current page, whatever its impact. */
export async function axeViolations(page: Page) {
  return violationsOf(await runAxe(page));
}

/** axe-core violations of impact serious or critical on the current page. */
export async function seriousViolations(page: Page) {
  return seriousOf(await runAxe(page));
}

/** Committee: audit fee by cheque, the review to approval, membership fee by bank transfer. */
export async function approveAndCollectFees(committee: Page, applicationPath: string) {
  await committee.goto(applicationPath);
  const panel = committee.getByRole("region", { name: "Payments" });
  await panel.getByLabel("Payment method").selectOption("cheque");
  await panel.getByLabel("Reference").fill("CHQ-1");
  await panel.getByRole("button", { name: "Record audit fee payment" }).click();
  await expect(committee.getByText("Audit fee paid").first()).toBeVisible();
  for (const status of ["Under review", "Audit scheduled", "Audit completed", "Approved"]) {
    await committee.getByLabel("New status").selectOption({ label: status });
    await committee.getByRole("button", { name: "Update status" }).click();
    await expect(committee.getByTestId("status-badge")).toHaveText(status);
  }
  await panel.getByLabel("Payment method").selectOption("bank_transfer");
  await panel.getByLabel("Reference").fill("WIRE-1");
  await panel.getByRole("button", { name: "Record membership fee payment" }).click();
  await expect(committee.getByText("Membership fee paid").first()).toBeVisible();
}
