import { getDb } from "~/lib/db.server";
import { getAuth } from "./auth.server";
import { callAuth, cookieHeaders } from "./auth-response.server";
import { normaliseRecoveryCode } from "./recovery-codes";
import { assertSignInAllowed } from "./sign-in-rate-limit.server";

export type SecondFactor = { method: "totp" | "backup"; code: string; trustDevice: boolean };

/**
 * Second sign-in step: the authenticator code or a recovery code, checked
 * against the two-factor challenge cookie the first step set (forwarded in
 * the request's Cookie header). Returns the session cookies.
 */
export async function verifyTwoFactor(request: Request, input: SecondFactor) {
  await assertSignInAllowed(getDb(), request, "two-factor");
  const auth = getAuth();
  const code =
    input.method === "totp" ? input.code.replace(/\s+/g, "") : normaliseRecoveryCode(input.code);
  const { headers } = await callAuth(() =>
    input.method === "totp"
      ? auth.api.verifyTOTP({
          body: { code, trustDevice: input.trustDevice },
          headers: request.headers,
          asResponse: true,
        })
      : auth.api.verifyBackupCode({
          body: { code, trustDevice: input.trustDevice },
          headers: request.headers,
          asResponse: true,
        }),
  );
  return { headers: cookieHeaders(headers) };
}
