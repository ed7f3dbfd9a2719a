import { afterEach, describe, expect, it } from "vitest";
import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { makeRequest } from "../../../tests/helpers/requests";
import { createTestUser } from "../../../tests/helpers/users";
import { requestPasswordReset } from "./request-password-reset.server";
import { sendSignInCode } from "./send-sign-in-code.server";
import { signIn } from "./sign-in.server";
import { assertSignInAllowed } from "./sign-in-rate-limit.server";

const previous = process.env.AUTH_RATE_LIMIT_MAX;

function useLimit(max: number) {
  process.env.AUTH_RATE_LIMIT_MAX = String(max);
  resetEnvForTests();
}

afterEach(() => {
  if (previous === undefined) delete process.env.AUTH_RATE_LIMIT_MAX;
  else process.env.AUTH_RATE_LIMIT_MAX = previous;
  resetEnvForTests();
});

const fromIp = (ip: string) => makeRequest("/login", { headers: { "x-hap-client-ip": ip } });

describe("sign-in rate limits", () => {
  it("refuses the (max+1)th password sign-in from one address", async () => {
    const account = await createTestUser("applicant");
    useLimit(3);
    for (let i = 0; i < 3; i++) {
      await signIn(fromIp("203.0.113.1"), { email: account.email, password: account.password });
    }
    const error = await signIn(fromIp("203.0.113.1"), {
      email: account.email,
      password: account.password,
    }).catch((e: unknown) => e);
    expect(isAppError(error) && error.status).toBe(429);
    expect((error as Error).message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
  });

  it("limits code requests and reset requests per e-mail across addresses", async () => {
    useLimit(2);
    const email = "limited@example.test";
    await sendSignInCode(fromIp("198.51.100.1"), { email });
    await sendSignInCode(fromIp("198.51.100.2"), { email });
    await expect(sendSignInCode(fromIp("198.51.100.3"), { email })).rejects.toThrow(
      /Too many attempts/,
    );
    await requestPasswordReset(fromIp("198.51.100.4"), { email });
    await requestPasswordReset(fromIp("198.51.100.5"), { email });
    await expect(requestPasswordReset(fromIp("198.51.100.6"), { email })).rejects.toThrow(
      /Too many attempts/,
    );
  });

  it("keeps separate counters per kind of attempt", async () => {
    useLimit(1);
    const db = getDb();
    await assertSignInAllowed(db, fromIp("192.0.2.9"), "two-factor");
    await expect(assertSignInAllowed(db, fromIp("192.0.2.9"), "two-factor")).rejects.toThrow(
      /Too many attempts/,
    );
    await expect(assertSignInAllowed(db, fromIp("192.0.2.9"), "sign-in-code")).resolves.toBe(
      undefined,
    );
  });
});
