import { getAuth } from "./auth.server";
import { callAuth } from "./auth-response.server";

/**
 * Sets a new password with the token from the e-mailed link. better-auth
 * consumes the token and signs the user out everywhere; an invalid or expired
 * token gives "This reset link is invalid or has expired…".
 */
export async function resetPassword(input: { token: string; newPassword: string }) {
  await callAuth(() =>
    getAuth().api.resetPassword({
      body: { token: input.token, newPassword: input.newPassword },
      asResponse: true,
    }),
  );
}
