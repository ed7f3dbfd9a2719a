import { TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { isAppError } from "~/domain/app-error";
import { makeRequest } from "../../../tests/helpers/requests";
import { cookieFrom, createTestUser, type TestUser } from "../../../tests/helpers/users";
import { activateTwoFactor } from "./activate-two-factor.server";
import { getAuth } from "./auth.server";
import { disableTwoFactor } from "./disable-two-factor.server";
import { enableTwoFactor } from "./enable-two-factor.server";
import { regenerateRecoveryCodes } from "./regenerate-recovery-codes.server";
import { getSessionUser } from "./session.server";
import { signIn } from "./sign-in.server";
import { verifyTwoFactor } from "./verify-two-factor.server";

const settings = (cookie: string) => makeRequest("/dashboard/settings", { cookie });

/** Turns TOTP on; returns the authenticator and the new session cookie. */
async function enrol(account: TestUser) {
  const enrolment = await enableTwoFactor(settings(account.cookie), {
    password: account.password,
  });
  expect(enrolment.totpURI).toMatch(/^otpauth:\/\/totp\//);
  expect(enrolment.qrSvg).toContain("<svg");
  const totp = new TOTP({ secret: enrolment.secret });
  const { headers, recoveryCodes } = await activateTwoFactor(settings(account.cookie), {
    userId: account.userId,
    code: totp.generate(),
  });
  return { totp, recoveryCodes, cookie: cookieFrom(headers, account.cookie) };
}

/** The code of the next 30-second step (accepted: better-auth allows one step of drift). */
function nextCode(totp: TOTP) {
  return totp.generate({ timestamp: Date.now() + 30_000 });
}

async function passwordStep(account: TestUser) {
  const first = await signIn(makeRequest("/login"), {
    email: account.email,
    password: account.password,
  });
  expect(first.twoFactorRequired).toBe(true);
  return cookieFrom(first.headers);
}

describe("two-factor authentication (TOTP)", () => {
  it("stays off until a first code is verified, and refuses a wrong one", async () => {
    const account = await createTestUser("applicant");
    await enableTwoFactor(settings(account.cookie), { password: account.password });
    expect((await getSessionUser(settings(account.cookie)))?.user.twoFactorEnabled).toBe(false);
    const error = await activateTwoFactor(settings(account.cookie), {
      userId: account.userId,
      code: "000000",
    }).catch((e: unknown) => e);
    expect(isAppError(error) && error.fieldErrors.code).toBe("That code is not correct.");
  });

  it("refuses to start with a wrong password", async () => {
    const account = await createTestUser("applicant");
    const error = await enableTwoFactor(settings(account.cookie), {
      password: "not-my-password",
    }).catch((e: unknown) => e);
    expect(isAppError(error) && error.fieldErrors.currentPassword).toBe(
      "The current password is incorrect.",
    );
  });

  it("then requires the second step at sign-in; a recovery code works once", async () => {
    const account = await createTestUser("applicant");
    const { totp, recoveryCodes, cookie } = await enrol(account);
    expect((await getSessionUser(settings(cookie)))?.user.twoFactorEnabled).toBe(true);

    // Password alone no longer gives a session.
    const challenge = await passwordStep(account);
    expect(challenge).toContain("hap.two_factor=");
    expect(challenge).not.toContain("hap.session_token=");
    const wrong = await verifyTwoFactor(makeRequest("/login/two-factor", { cookie: challenge }), {
      method: "totp",
      code: "000000",
      trustDevice: false,
    }).catch((e: unknown) => e);
    expect(isAppError(wrong) && wrong.fieldErrors.code).toBe("That code is not correct.");
    // The next step's code (the current one was used to turn two-factor on).
    const done = await verifyTwoFactor(makeRequest("/login/two-factor", { cookie: challenge }), {
      method: "totp",
      code: nextCode(totp),
      trustDevice: false,
    });
    expect((await getSessionUser(settings(cookieFrom(done.headers))))?.user.email).toBe(
      account.email,
    );

    // A recovery code signs in once.
    const code = recoveryCodes[0]!;
    const viaRecovery = await verifyTwoFactor(
      makeRequest("/login/two-factor", { cookie: await passwordStep(account) }),
      { method: "backup", code, trustDevice: false },
    );
    expect((await getSessionUser(settings(cookieFrom(viaRecovery.headers))))?.user.email).toBe(
      account.email,
    );
    const again = await verifyTwoFactor(
      makeRequest("/login/two-factor", { cookie: await passwordStep(account) }),
      { method: "backup", code, trustDevice: false },
    ).catch((e: unknown) => e);
    expect(isAppError(again) && again.fieldErrors.code).toBe("That recovery code is not valid.");
  });

  it("regenerates recovery codes and turns off with the password", async () => {
    const account = await createTestUser("applicant");
    const { recoveryCodes, cookie } = await enrol(account);
    const fresh = await regenerateRecoveryCodes(settings(cookie), { password: account.password });
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const refused = await disableTwoFactor(settings(cookie), { password: "wrong-password" }).catch(
      (e: unknown) => e,
    );
    expect(isAppError(refused)).toBe(true);
    const { headers } = await disableTwoFactor(settings(cookie), { password: account.password });
    const after = await getSessionUser(settings(cookieFrom(headers, cookie)));
    expect(after?.user.twoFactorEnabled).toBe(false);
    const plain = await signIn(makeRequest("/login"), {
      email: account.email,
      password: account.password,
    });
    expect(plain.twoFactorRequired).toBe(false);
  });

  it("refuses a code that was already accepted within its window, at sign-in and after set-up", async () => {
    const account = await createTestUser("applicant");
    const { totp } = await enrol(account);
    // The code used to turn two-factor on cannot sign in.
    const setUpCode = totp.generate();
    const reusedAfterSetUp = await verifyTwoFactor(
      makeRequest("/login/two-factor", { cookie: await passwordStep(account) }),
      { method: "totp", code: setUpCode, trustDevice: false },
    ).catch((e: unknown) => e);
    expect(isAppError(reusedAfterSetUp) && reusedAfterSetUp.fieldErrors.code).toBe(
      "This code has already been used. Wait for the next code from your authenticator app.",
    );
    // A fresh code signs in once; the same code again is refused, though still in its window.
    const code = nextCode(totp);
    const first = await verifyTwoFactor(
      makeRequest("/login/two-factor", { cookie: await passwordStep(account) }),
      { method: "totp", code, trustDevice: false },
    );
    expect(first.headers.getSetCookie().join(";")).toContain("hap.session_token=");
    const challenge = await passwordStep(account);
    const replay = await verifyTwoFactor(makeRequest("/login/two-factor", { cookie: challenge }), {
      method: "totp",
      code,
      trustDevice: false,
    }).catch((e: unknown) => e);
    expect(isAppError(replay) && replay.status).toBe(401);
    expect(isAppError(replay) && replay.fieldErrors.code).toBe(
      "This code has already been used. Wait for the next code from your authenticator app.",
    );
    // An older code than the last one used is refused too.
    const older = await verifyTwoFactor(makeRequest("/login/two-factor", { cookie: challenge }), {
      method: "totp",
      code: setUpCode,
      trustDevice: false,
    }).catch((e: unknown) => e);
    expect(isAppError(older)).toBe(true);
    // The raw better-auth endpoint is covered too (the hook runs for every caller).
    const raw = await getAuth()
      .api.verifyTOTP({
        body: { code },
        headers: makeRequest("/api/auth/two-factor/verify-totp", {
          cookie: await passwordStep(account),
        }).headers,
        asResponse: true,
      })
      .catch((e: unknown) => e);
    const status =
      raw instanceof Response ? raw.status : (raw as { statusCode?: number }).statusCode;
    expect(status).toBe(401);
  });

  it("accepts each code once when two sign-ins race with the same code", async () => {
    const account = await createTestUser("applicant");
    const { totp } = await enrol(account);
    const code = nextCode(totp);
    const [a, b] = await Promise.all([passwordStep(account), passwordStep(account)]);
    const results = await Promise.allSettled(
      [a, b].map((cookie) =>
        verifyTwoFactor(makeRequest("/login/two-factor", { cookie }), {
          method: "totp",
          code,
          trustDevice: false,
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });
});
