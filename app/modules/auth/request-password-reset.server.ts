import { getDb } from "~/lib/db.server";
import { getAuth } from "./auth.server";
import { callAuth } from "./auth-response.server";
import { assertSignInAllowed } from "./sign-in-rate-limit.server";

/** Where the e-mailed link leads (see sendResetPassword in auth.server.ts). */
export const RESET_PASSWORD_PATH = "/reset-password";

/**
 * Asks better-auth to e-mail a reset link. The same call runs whether or not
 * an account exists (better-auth does equivalent work for an unknown e-mail)
 * and the caller always shows the same confirmation: no account enumeration.
 * Rate limited per client address and per e-mail address.
 */
export async function requestPasswordReset(request: Request, input: { email: string }) {
  await assertSignInAllowed(getDb(), request, "password-reset", input.email);
  await callAuth(() =>
    getAuth().api.requestPasswordReset({
      body: { email: input.email, redirectTo: RESET_PASSWORD_PATH },
      headers: request.headers,
      asResponse: true,
    }),
  );
}
