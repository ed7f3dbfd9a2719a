import { getDb } from "~/lib/db.server";
import { getAuth } from "./auth.server";
import { callAuth, cookieHeaders } from "./auth-response.server";
import { assertSignInAllowed } from "./sign-in-rate-limit.server";

export type SignInResult = { headers: Headers; twoFactorRequired: boolean };

/** E-mail and password sign-in (rate limited); reports when a TOTP step follows. */
export async function signIn(
  request: Request,
  input: { email: string; password: string },
): Promise<SignInResult> {
  await assertSignInAllowed(getDb(), request, "sign-in", input.email);
  const { body, headers } = await callAuth<{ twoFactorRedirect?: boolean }>(() =>
    getAuth().api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: request.headers,
      asResponse: true,
    }),
  );
  return { headers: cookieHeaders(headers), twoFactorRequired: Boolean(body?.twoFactorRedirect) };
}
