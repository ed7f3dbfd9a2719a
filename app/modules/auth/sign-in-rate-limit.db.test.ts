import { afterEach, describe, expect, it } from "vitest";
import { isAppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { makeRequest } from "../../../tests/helpers/requests";
import { createTestUser } from "../../../tests/helpers/users";
import { getAuth } from "./auth.server";
import { requestPasswordReset } from "./request-password-reset.server";
import { sendSignInCode } from "./send-sign-in-code.server";
import { signIn } from "./sign-in.server";
import { assertSignInAllowed } from "./sign-in-rate-limit.server";

const previous = process.env.AUTH_RATE_LIMIT_MAX;

function useLimit(max: number, options: { accountMax?: number } = {}) {
  process.env.AUTH_RATE_LIMIT_MAX = String(max);
  if (options.accountMax) process.env.AUTH_ACCOUNT_RATE_LIMIT_MAX = String(options.accountMax);
  else delete process.env.AUTH_ACCOUNT_RATE_LIMIT_MAX;
  resetEnvForTests();
}

afterEach(() => {
  delete process.env.AUTH_ACCOUNT_RATE_LIMIT_MAX;
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

  it("limits code requests and reset requests per e-mail across addresses (the slower account limit)", async () => {
    useLimit(10, { accountMax: 2 });
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

  it("a stranger's failed sign-ins do not lock the owner out (per e-mail + address pair)", async () => {
    const account = await createTestUser("applicant");
    useLimit(3);
    // The stranger tries from several addresses, until each pair is refused.
    for (const ip of ["203.0.113.50", "203.0.113.51", "203.0.113.52"]) {
      for (let i = 0; i < 3; i++) {
        await expect(
          signIn(fromIp(ip), { email: account.email, password: "wrong-password-1" }),
        ).rejects.toThrow(/Incorrect e-mail or password/);
      }
      await expect(
        signIn(fromIp(ip), { email: account.email, password: account.password }),
      ).rejects.toThrow(/Too many attempts/);
    }
    // The owner, from their own address, still signs in.
    const owner = await signIn(fromIp("198.51.100.77"), {
      email: account.email,
      password: account.password,
    });
    expect(owner.headers.getSetCookie().join(";")).toContain("hap.session_token=");
  });

  it("caps attempts on one account from all addresses with the slower account limit", async () => {
    const account = await createTestUser("applicant");
    useLimit(10, { accountMax: 4 });
    for (let i = 0; i < 4; i++) {
      await expect(
        signIn(fromIp(`192.0.2.${100 + i}`), { email: account.email, password: "nope-nope-1" }),
      ).rejects.toThrow(/Incorrect/);
    }
    await expect(
      signIn(fromIp("192.0.2.200"), { email: account.email, password: account.password }),
    ).rejects.toThrow(/^Too many attempts\. Please wait \d+ seconds/);
  });

  it("limits the raw /api/auth/sign-in/email endpoint per e-mail too", async () => {
    const account = await createTestUser("applicant");
    useLimit(2);
    const call = (ip: string) =>
      getAuth().handler(
        new Request("http://localhost:3000/api/auth/sign-in/email", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "http://localhost:3000",
            "x-hap-client-ip": ip,
          },
          body: JSON.stringify({ email: account.email, password: "wrong-password-2" }),
        }),
      );
    expect((await call("203.0.113.80")).status).toBe(401);
    expect((await call("203.0.113.80")).status).toBe(401);
    const limited = await call("203.0.113.80");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: "RATE_LIMITED" });
    // Another address is still served (a pair, not the account, was limited).
    expect((await call("203.0.113.81")).status).toBe(401);
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
