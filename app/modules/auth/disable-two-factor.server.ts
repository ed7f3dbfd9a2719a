import { getAuth } from "./auth.server";
import { callAuth, cookieHeaders } from "./auth-response.server";

/**
 * Turns two-factor off (password required). better-auth removes the secret
 * and recovery codes and replaces the session: forward the returned cookies.
 */
export async function disableTwoFactor(request: Request, input: { password: string }) {
  const { headers } = await callAuth(() =>
    getAuth().api.disableTwoFactor({
      body: { password: input.password },
      headers: request.headers,
      asResponse: true,
    }),
  );
  return { headers: cookieHeaders(headers) };
}
