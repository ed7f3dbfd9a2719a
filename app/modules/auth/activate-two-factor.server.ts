import { getAuth } from "./auth.server";
import { callAuth, cookieHeaders } from "./auth-response.server";
import { viewRecoveryCodes } from "./view-recovery-codes.server";

/**
 * Second step of turning on TOTP: a first code from the authenticator app
 * proves the set-up; better-auth then switches two-factor on and replaces the
 * session (forward the returned cookies). Returns the recovery codes to show
 * once.
 */
export async function activateTwoFactor(
  request: Request,
  input: { userId: string; code: string },
): Promise<{ headers: Headers; recoveryCodes: string[] }> {
  const { headers } = await callAuth(() =>
    getAuth().api.verifyTOTP({
      body: { code: input.code },
      headers: request.headers,
      asResponse: true,
    }),
  );
  return { headers: cookieHeaders(headers), recoveryCodes: await viewRecoveryCodes(input.userId) };
}
