import { data, redirect } from "react-router";
import { localizePath, splitLocalePath } from "~/domain/locale";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { siteName } from "~/lib/site-config";
import {
  codeSignInSchema,
  LoginScreen,
  loginMessages as m,
  sendCodeSchema,
  signInSchema,
  signUpSchema,
} from "~/modules/auth";
import {
  authMessages,
  getSessionUser,
  OTP_MINUTES,
  safeRedirect,
  sendSignInCode,
  signIn,
  signInRedirect,
  signInWithCode,
  signUp,
} from "~/modules/auth/index.server";
import type { Route } from "./+types/login";

/** Sign-in pages are never stored by browsers or proxies (issue 24: it sent no Cache-Control). */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ location }: Route.MetaArgs) {
  const register = new URLSearchParams(location.search).get("register") === "true";
  const intl = intlFor(splitLocalePath(location.pathname).locale);
  return [
    { title: `${intl.formatMessage(register ? m.titleRegister : m.title)} | ${siteName}` },
    {
      name: "description",
      content: intl.formatMessage(register ? m.descriptionRegister : m.description),
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSessionUser(request);
  const url = new URL(request.url);
  if (session) throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
  return { otpMinutes: OTP_MINUTES };
}

// Passwords and codes are never sent back to the browser.
const onlyEmail = { echo: ["email"] } as const;

export const action = async ({ request }: Route.ActionArgs) => {
  // The steps that follow stay in the sign-in page's language (/fr/login → /fr/login/two-factor).
  const locale = await requestLocale(request);
  return handleForm(request, {
    context: "sign-in",
    fallback: authMessages.failed,
    defaultIntent: "sign-in",
    invalidStatus: 422,
    intents: {
      "sign-in": formIntent(
        signInSchema,
        async (input) => signInRedirect(await signIn(request, input), input.redirectTo, locale),
        onlyEmail,
      ),
      "sign-up": formIntent(
        signUpSchema,
        async (input) => {
          // The same answer for a new and an existing address (decision 067).
          await signUp(request, input);
          const next = new URLSearchParams({ registered: "1", email: input.email });
          const target = safeRedirect(input.redirectTo);
          if (target !== "/dashboard") next.set("redirectTo", target);
          return redirect(localizePath(`/login?${next.toString()}`, locale));
        },
        { echo: ["name", "organization", "email"] },
      ),
      // Step 1 of signing in with an e-mailed code: the same answer whether or not the account exists.
      "send-code": formIntent(
        sendCodeSchema,
        async (input, values) => {
          await sendSignInCode(request, input);
          return data({
            intent: "send-code" as const,
            codeSent: true as const,
            values: { email: values.email ?? "" },
          });
        },
        onlyEmail,
      ),
      "code-sign-in": formIntent(
        codeSignInSchema,
        async (input) =>
          signInRedirect(await signInWithCode(request, input), input.redirectTo, locale),
        onlyEmail,
      ),
    },
  });
};

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginScreen otpMinutes={loaderData.otpMinutes} result={actionData} />;
}
