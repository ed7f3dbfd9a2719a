import { requestLocale } from "~/lib/i18n/request-locale.server";
import { getAuth } from "./auth.server";
import { callAuth, cookieHeaders } from "./auth-response.server";
import type { SignInResult } from "./sign-in.server";

/**
 * Signs in with the e-mailed code. A user with TOTP enabled gets the
 * two-factor challenge instead of a session (see require-second-factor.server.ts).
 * Rate limited in better-auth's before hook (auth-hooks.server.ts).
 */
export async function signInWithCode(
  request: Request,
  input: { email: string; otp: string },
): Promise<SignInResult> {
  const { body, headers } = await callAuth<{ twoFactorRedirect?: boolean }>(
    () =>
      getAuth().api.signInEmailOTP({
        body: { email: input.email, otp: input.otp },
        headers: request.headers,
        asResponse: true,
      }),
    { locale: await requestLocale(request) },
  );
  return { headers: cookieHeaders(headers), twoFactorRequired: Boolean(body?.twoFactorRedirect) };
}
