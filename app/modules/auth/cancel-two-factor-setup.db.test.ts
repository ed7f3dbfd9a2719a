import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { twoFactor } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { makeRequest } from "../../../tests/helpers/requests";
import { cookieFrom, createTestUser } from "../../../tests/helpers/users";
import { activateTwoFactor } from "./activate-two-factor.server";
import { cancelTwoFactorSetup } from "./cancel-two-factor-setup.server";
import { enableTwoFactor } from "./enable-two-factor.server";
import { RECOVERY_CODE_ALPHABET } from "./recovery-codes";
import { getSessionUser } from "./session.server";
import { signIn } from "./sign-in.server";
import { verifyTwoFactor } from "./verify-two-factor.server";

const settings = (cookie: string) => makeRequest("/dashboard/settings", { cookie });
const pendingRows = (userId: string) =>
  getDb().select().from(twoFactor).where(eq(twoFactor.userId, userId));

describe("cancelling a two-factor set-up", () => {
  it("removes the pending secret: its code can no longer turn two-factor on", async () => {
    const account = await createTestUser("applicant");
    const other = await createTestUser("applicant");
    const enrolment = await enableTwoFactor(settings(account.cookie), {
      password: account.password,
    });
    await enableTwoFactor(settings(other.cookie), { password: other.password });
    expect(await pendingRows(account.userId)).toHaveLength(1);

    expect(await cancelTwoFactorSetup(getDb(), { userId: account.userId })).toBe(true);
    expect(await pendingRows(account.userId)).toHaveLength(0);
    // Another user's pending set-up is not touched.
    expect(await pendingRows(other.userId)).toHaveLength(1);
    // Nothing left to cancel.
    expect(await cancelTwoFactorSetup(getDb(), { userId: account.userId })).toBe(false);

    const late = await activateTwoFactor(settings(account.cookie), {
      userId: account.userId,
      code: new TOTP({ secret: enrolment.secret }).generate(),
    }).catch((e: unknown) => e);
    expect(isAppError(late) && late.message).toBe(
      "Start the set-up again: no authenticator is waiting for a code.",
    );
    expect((await getSessionUser(settings(account.cookie)))?.user.twoFactorEnabled).toBe(false);
  });

  it("never removes two-factor that is on; recovery codes avoid look-alike characters", async () => {
    const account = await createTestUser("applicant");
    const enrolment = await enableTwoFactor(settings(account.cookie), {
      password: account.password,
    });
    const { headers, recoveryCodes } = await activateTwoFactor(settings(account.cookie), {
      userId: account.userId,
      code: new TOTP({ secret: enrolment.secret }).generate(),
    });
    const cookie = cookieFrom(headers, account.cookie);
    expect(await cancelTwoFactorSetup(getDb(), { userId: account.userId })).toBe(false);
    expect(await pendingRows(account.userId)).toHaveLength(1);
    expect((await getSessionUser(settings(cookie)))?.user.twoFactorEnabled).toBe(true);

    expect(recoveryCodes).toHaveLength(10);
    const symbol = `[${RECOVERY_CODE_ALPHABET}]`;
    for (const code of recoveryCodes)
      expect(code).toMatch(new RegExp(`^${symbol}{5}-${symbol}{5}$`));

    // Typed in lower case with a space instead of the dash, a code still signs in.
    const first = await signIn(makeRequest("/login"), {
      email: account.email,
      password: account.password,
    });
    expect(first.twoFactorRequired).toBe(true);
    const typed = recoveryCodes[0]!.toLowerCase().replace("-", " ");
    const done = await verifyTwoFactor(
      makeRequest("/login/two-factor", { cookie: cookieFrom(first.headers) }),
      { method: "backup", code: typed, trustDevice: false },
    );
    expect(done.headers.getSetCookie().join(";")).toContain("hap.session_token=");
  });
});
