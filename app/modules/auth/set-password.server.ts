import { getAuth } from "./auth.server";
import { callAuth } from "./auth-response.server";

/**
 * Gives a password to an account that has none (signed up through single
 * sign-on, or whose unconfirmed password was removed at its first e-mailed
 * code sign-in).
 */
export async function setPassword(request: Request, input: { newPassword: string }) {
  await callAuth(() =>
    getAuth().api.setPassword({
      body: { newPassword: input.newPassword },
      headers: request.headers,
      asResponse: true,
    }),
  );
}
