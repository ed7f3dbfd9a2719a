import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";

export const DEMO_PASSWORD = "humane-demo-2026";
export const demo = {
  admin: "admin@demo.test",
  committee: "committee@demo.test",
  examiner: "examiner@demo.test",
  applicant: "applicant@demo.test",
} as const;

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

export type StoredMail = { to: string; subject: string; text: string; html: string; file: string };

/**
 * Waits for an e-mail to `to` whose subject matches, from the stored mail
 * folder (DATA_DIR/mail) that the outbox worker writes when no SMTP is set.
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<StoredMail> {
  const dir = path.join(E2E_DATA_DIR, "mail");
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
        if (options.after && fs.statSync(full).mtimeMs < options.after) continue;
        const mail = JSON.parse(fs.readFileSync(full, "utf8")) as Omit<StoredMail, "file">;
        if (mail.to === to && subject.test(mail.subject)) return { ...mail, file: full };
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} matching ${subject} within the timeout`);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}
