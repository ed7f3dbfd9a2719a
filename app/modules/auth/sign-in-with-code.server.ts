import { getDb } from "~/lib/db.server";
import { getAuth } from "./auth.server";
import { callAuth, cookieHeaders } from "./auth-response.server";
import type { SignInResult } from "./sign-in.server";
import { assertSignInAllowed } from "./sign-in-rate-limit.server";

/**
 * Signs in with the e-mailed code. A user with TOTP enabled gets the
 * two-factor challenge instead of a session (see require-second-factor.server.ts).
 */
export async function signInWithCode(
  request: Request,
  input: { email: string; otp: string },
): Promise<SignInResult> {
  await assertSignInAllowed(getDb(), request, "sign-in", input.email);
  const { body, headers } = await callAuth<{ twoFactorRedirect?: boolean }>(() =>
    getAuth().api.signInEmailOTP({
      body: { email: input.email, otp: input.otp },
      headers: request.headers,
      asResponse: true,
    }),
  );
  return { headers: cookieHeaders(headers), twoFactorRequired: Boolean(body?.twoFactorRedirect) };
}
