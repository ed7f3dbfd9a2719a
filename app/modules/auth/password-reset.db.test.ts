import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, user } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { makeRequest } from "../../../tests/helpers/requests";
import { createTestUser, signInCookie } from "../../../tests/helpers/users";
import { requestPasswordReset } from "./request-password-reset.server";
import { resetPassword } from "./reset-password.server";

async function mailsTo(email: string) {
  return getDb()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt));
}

describe("password reset", () => {
  it("answers the same for an unknown e-mail and writes no e-mail", async () => {
    await expect(
      requestPasswordReset(makeRequest("/forgot-password"), { email: "nobody@example.test" }),
    ).resolves.toBeUndefined();
    expect(await mailsTo("nobody@example.test")).toHaveLength(0);
  });

  it("e-mails a link to /reset-password whose token sets a new password once", async () => {
    const account = await createTestUser("applicant");
    await requestPasswordReset(makeRequest("/forgot-password"), { email: account.email });
    const [mail] = await mailsTo(account.email);
    expect(mail).toMatchObject({ template: "password-reset", subject: "Reset your password" });
    // Staff's copy hides the link; only the delivery copy carries it (decision 055).
    expect(mail!.text).not.toContain("token=");
    expect(mail!.html).not.toContain("token=");
    expect(mail!.text).toContain("[hidden: sent to the recipient only]");
    const link = mail!.deliveryText!.match(/http\S+/)![0];
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("http://localhost:3000/reset-password");
    const token = url.searchParams.get("token")!;

    await resetPassword({ token, newPassword: "a-brand-new-password" });
    await expect(signInCookie(account.email, account.password)).rejects.toThrow();
    await expect(signInCookie(account.email, "a-brand-new-password")).resolves.toContain(
      "hap.session_token=",
    );
    const [row] = await getDb().select().from(user).where(eq(user.email, account.email));
    expect(row?.emailVerified).toBe(true);

    const reused = await resetPassword({ token, newPassword: "another-password-1" }).catch(
      (e: unknown) => e,
    );
    expect(isAppError(reused) && reused.message).toBe(
      "This reset link is invalid or has expired. Request a new one.",
    );
  });

  it("refuses a short new password with the rule text", async () => {
    const account = await createTestUser("applicant");
    await requestPasswordReset(makeRequest("/forgot-password"), { email: account.email });
    const [mail] = await mailsTo(account.email);
    const token = new URL(mail!.deliveryText!.match(/http\S+/)![0]).searchParams.get("token")!;
    const error = await resetPassword({ token, newPassword: "short" }).catch((e: unknown) => e);
    expect(isAppError(error) && error.fieldErrors.password).toBe(
      "Password must be at least 10 characters",
    );
  });
});
