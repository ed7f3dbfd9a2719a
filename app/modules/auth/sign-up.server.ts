import { getDb } from "~/lib/db.server";
import { getAuth } from "./auth.server";
import { callAuth, cookieHeaders } from "./auth-response.server";
import { assertSignInAllowed } from "./sign-in-rate-limit.server";

/**
 * SPEC §7 sign-up: creates the user; the user hook inserts the profile (role
 * applicant), the welcome e-mail and the administrators' notification.
 * Returns the session cookies.
 */
export async function signUp(
  request: Request,
  input: { name: string; organization: string; email: string; password: string },
): Promise<{ headers: Headers }> {
  await assertSignInAllowed(getDb(), request, "sign-up");
  const { headers } = await callAuth(() =>
    getAuth().api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        organization: input.organization,
      },
      headers: request.headers,
      asResponse: true,
    }),
  );
  return { headers: cookieHeaders(headers) };
}
