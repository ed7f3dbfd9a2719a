import { data, redirect } from "react-router";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import {
  codeSignInSchema,
  LoginScreen,
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
  return [
    { title: `${register ? "Create your account" : "Log in"} | ${siteName}` },
    {
      name: "description",
      content: register
        ? "Create an account to apply for humane wildlife control accreditation."
        : "Log in to the Humane Accreditation Portal to manage your accreditation.",
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

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(request, {
    context: "sign-in",
    fallback: authMessages.failed,
    defaultIntent: "sign-in",
    invalidStatus: 422,
    intents: {
      "sign-in": formIntent(
        signInSchema,
        async (input) => signInRedirect(await signIn(request, input), input.redirectTo),
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
          return redirect(`/login?${next.toString()}`);
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
        async (input) => signInRedirect(await signInWithCode(request, input), input.redirectTo),
        onlyEmail,
      ),
    },
  });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginScreen otpMinutes={loaderData.otpMinutes} result={actionData} />;
}
