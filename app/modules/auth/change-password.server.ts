import { getAuth } from "./auth.server";
import { callAuth, cookieHeaders } from "./auth-response.server";

/**
 * Changes the password after checking the current one. With
 * revokeOtherSessions, every other session ends and this one is replaced
 * (forward the returned cookies).
 */
export async function changePassword(
  request: Request,
  input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean },
) {
  const { headers } = await callAuth(() =>
    getAuth().api.changePassword({
      body: input,
      headers: request.headers,
      asResponse: true,
    }),
  );
  return { headers: cookieHeaders(headers) };
}
