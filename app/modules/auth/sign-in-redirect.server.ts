import { redirect } from "react-router";
import { DEFAULT_LOCALE, localizePath, type Locale } from "~/domain/locale";
import { authErrors } from "./auth-messages";
import { safeRedirect } from "./session.server";

/** Texts of the sign-in screens that are not the auth service's own. */
export const authMessages = {
  /** Shown when a sign-in step fails for a reason the visitor cannot fix. */
  failed: authErrors.failed.defaultMessage,
} as const;

/**
 * Where a successful first sign-in step goes: the two-factor step when the
 * account has one (carrying the target along, in the sign-in page's
 * language), else the target itself.
 */
export function signInRedirect(
  result: { headers: Headers; twoFactorRequired?: boolean },
  redirectTo: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
) {
  const target = safeRedirect(redirectTo);
  if (result.twoFactorRequired) {
    const step = `/login/two-factor?redirectTo=${encodeURIComponent(target)}`;
    return redirect(localizePath(step, locale), { headers: result.headers });
  }
  return redirect(target, { headers: result.headers });
}
