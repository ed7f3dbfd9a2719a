import { redirect } from "react-router";
import { AppError, isAppError } from "~/domain/app-error";
import { DEFAULT_LOCALE, localizePath, type Locale } from "~/domain/locale";
import { getEnv } from "~/lib/env.server";
import { getAuth, OIDC_PROVIDER_ID } from "./auth.server";
import { authErrors } from "./auth-messages";
import { callAuth, cookieHeaders } from "./auth-response.server";

/**
 * Starts the OpenID Connect sign-in: better-auth stores the state (signed
 * cookie + verification row) and returns the provider's authorization URL.
 * The provider sends the browser back to /api/auth/callback/oidc, which signs
 * in (creating the user and profile on first visit) and redirects to
 * `callbackURL`; errors go to /login?error=… (in the sign-in page's language).
 */
export async function startSingleSignOn(
  request: Request,
  input: { callbackURL: string; locale?: Locale },
): Promise<{ url: string; headers: Headers }> {
  if (!getEnv().oidcEnabled) {
    throw new AppError("not_found", authErrors.ssoNotConfigured.defaultMessage);
  }
  const { body, headers } = await callAuth<{ url: string }>(() =>
    getAuth().api.signInSocial({
      body: {
        provider: OIDC_PROVIDER_ID,
        callbackURL: input.callbackURL,
        errorCallbackURL: localizePath("/login", input.locale ?? DEFAULT_LOCALE),
        disableRedirect: true,
      },
      headers: request.headers,
      asResponse: true,
    }),
  );
  return { url: body.url, headers: cookieHeaders(headers) };
}

/**
 * The answer to the "Continue with …" button: off to the provider, or back to
 * /login with `?error=sso_unavailable` when the provider cannot be reached.
 */
export async function singleSignOnRedirect(
  request: Request,
  callbackURL: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  try {
    const { url, headers } = await startSingleSignOn(request, { callbackURL, locale });
    return redirect(url, { headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return redirect(localizePath(`/login?error=${encodeURIComponent("sso_unavailable")}`, locale));
  }
}
