import { requestLocale } from "~/lib/i18n/request-locale.server";
import { getAuth } from "./auth.server";
import { callAuth, cookieHeaders } from "./auth-response.server";

export type SignInResult = { headers: Headers; twoFactorRequired: boolean };

/**
 * E-mail and password sign-in; reports when a TOTP step follows. Rate limited
 * in better-auth's before hook (auth-hooks.server.ts), which also covers the
 * raw /api/auth/sign-in/email endpoint.
 */
export async function signIn(
  request: Request,
  input: { email: string; password: string },
): Promise<SignInResult> {
  const { body, headers } = await callAuth<{ twoFactorRedirect?: boolean }>(
    () =>
      getAuth().api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: true },
        headers: request.headers,
        asResponse: true,
      }),
    { locale: await requestLocale(request) },
  );
  return { headers: cookieHeaders(headers), twoFactorRequired: Boolean(body?.twoFactorRedirect) };
}
