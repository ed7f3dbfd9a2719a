import { redirect } from "react-router";
import { safeRedirect } from "./session.server";

/** Texts of the sign-in screens that are not the auth service's own. */
export const authMessages = {
  /** Shown when a sign-in step fails for a reason the visitor cannot fix. */
  failed: "The request could not be completed. Please try again.",
} as const;

/**
 * Where a successful first sign-in step goes: the two-factor step when the
 * account has one (carrying the target along), else the target itself.
 */
export function signInRedirect(
  result: { headers: Headers; twoFactorRequired?: boolean },
  redirectTo: string | undefined,
) {
  const target = safeRedirect(redirectTo);
  if (result.twoFactorRequired) {
    return redirect(`/login/two-factor?redirectTo=${encodeURIComponent(target)}`, {
      headers: result.headers,
    });
  }
  return redirect(target, { headers: result.headers });
}
