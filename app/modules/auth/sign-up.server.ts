import { getDb } from "~/lib/db.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { runWithRegistrationLocale } from "~/modules/profiles/index.server";
import { getAuth } from "./auth.server";
import { callAuth } from "./auth-response.server";
import { assertSignInAllowed } from "./sign-in-rate-limit.server";

/**
 * SPEC §7 sign-up: creates the user; the user hook inserts the profile (role
 * applicant), the welcome e-mail and the administrators' notification. An
 * address that already has an account gets the same answer and its owner an
 * e-mail instead (decision 067: no account enumeration); no session is opened
 * either way, the person signs in next. The profile keeps the language of
 * the page she signed up on (issue 36): /fr/login makes a French account.
 */
export async function signUp(
  request: Request,
  input: { name: string; organization: string; email: string; password: string },
): Promise<void> {
  await assertSignInAllowed(getDb(), request, "sign-up");
  const locale = await requestLocale(request);
  await runWithRegistrationLocale(locale, () =>
    callAuth(() =>
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
    ),
  );
}
