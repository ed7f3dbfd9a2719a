import { desc, eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { makeRequest } from "../../../tests/helpers/requests";
import { cookieFrom, createTestUser } from "../../../tests/helpers/users";
import { activateTwoFactor } from "./activate-two-factor.server";
import { enableTwoFactor } from "./enable-two-factor.server";
import { getSessionUser } from "./session.server";
import { sendSignInCode } from "./send-sign-in-code.server";
import { signInWithCode } from "./sign-in-with-code.server";
import { verifyTwoFactor } from "./verify-two-factor.server";

async function latestCode(email: string) {
  const [mail] = await getDb()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!mail || mail.template !== "sign-in-code") return null;
  // The code is in neither the subject nor staff's copy, only in the delivery copy.
  expect(mail.subject).not.toMatch(/\d{6}/);
  expect(mail.text).not.toMatch(/\d{6}/);
  return mail.deliveryText!.match(/code is: (\d{6})/)![1]!;
}

describe("sign-in with an e-mailed code", () => {
  it("sends nothing for an unknown e-mail but answers the same", async () => {
    await expect(
      sendSignInCode(makeRequest("/login"), { email: "ghost@example.test" }),
    ).resolves.toBeUndefined();
    expect(await latestCode("ghost@example.test")).toBeNull();
  });

  it("signs in with the code from the e-mail", async () => {
    const account = await createTestUser("applicant");
    await sendSignInCode(makeRequest("/login"), { email: account.email });
    const otp = await latestCode(account.email);
    expect(otp).toMatch(/^\d{6}$/);
    const result = await signInWithCode(makeRequest("/login"), { email: account.email, otp: otp! });
    expect(result.twoFactorRequired).toBe(false);
    const session = await getSessionUser(
      makeRequest("/dashboard", { cookie: cookieFrom(result.headers) }),
    );
    expect(session?.user.email).toBe(account.email);
  });

  it("refuses a wrong code with a message at the code field", async () => {
    const account = await createTestUser("applicant");
    await sendSignInCode(makeRequest("/login"), { email: account.email });
    const otp = (await latestCode(account.email))!;
    const wrong = otp === "000000" ? "111111" : "000000";
    const error = await signInWithCode(makeRequest("/login"), {
      email: account.email,
      otp: wrong,
    }).catch((e: unknown) => e);
    expect(isAppError(error) && error.fieldErrors.otp).toBe(
      "That code is not correct. Check the e-mail and try again.",
    );
  });

  it("asks for the authenticator code when two-factor is on", async () => {
    const account = await createTestUser("applicant");
    const enrolment = await enableTwoFactor(
      makeRequest("/dashboard/settings", { cookie: account.cookie }),
      {
        password: account.password,
      },
    );
    const totp = new TOTP({ secret: enrolment.secret });
    const activated = await activateTwoFactor(
      makeRequest("/dashboard/settings", { cookie: account.cookie }),
      { userId: account.userId, code: totp.generate() },
    );
    expect(activated.recoveryCodes).toHaveLength(10);

    await sendSignInCode(makeRequest("/login"), { email: account.email });
    const otp = (await latestCode(account.email))!;
    const first = await signInWithCode(makeRequest("/login"), { email: account.email, otp });
    expect(first.twoFactorRequired).toBe(true);
    const challengeCookie = cookieFrom(first.headers);
    expect(challengeCookie).toContain("hap.two_factor=");
    expect(challengeCookie).not.toContain("hap.session_token=");

    const second = await verifyTwoFactor(
      makeRequest("/login/two-factor", { cookie: challengeCookie }),
      {
        method: "totp",
        code: totp.generate({ timestamp: Date.now() + 30_000 }), // the set-up used the current step
        trustDevice: false,
      },
    );
    const session = await getSessionUser(
      makeRequest("/dashboard", { cookie: cookieFrom(second.headers, challengeCookie) }),
    );
    expect(session?.user.email).toBe(account.email);
  });
});
