import { data, redirect } from "react-router";
import { toLocale } from "~/domain/locale";
import { getEnv } from "~/lib/env.server";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { authErrors, singleSignOnSchema } from "~/modules/auth";
import { authMessages, safeRedirect, singleSignOnRedirect } from "~/modules/auth/index.server";
import type { Route } from "./+types/sso";

function notConfigured() {
  return data({ message: authErrors.ssoNotConfigured.defaultMessage }, { status: 404 });
}

export function loader() {
  if (!getEnv().oidcEnabled) throw notConfigured();
  return redirect("/login");
}

// The "Continue with …" button on /login posts here.
export async function action({ request }: Route.ActionArgs) {
  if (!getEnv().oidcEnabled) throw notConfigured();
  return handleForm(request, {
    context: "single sign-on",
    fallback: authMessages.failed,
    defaultIntent: "start",
    intents: {
      // Back to the sign-in page's language when the provider refuses (issue 36).
      start: formIntent(singleSignOnSchema, ({ redirectTo, locale }) =>
        singleSignOnRedirect(request, safeRedirect(redirectTo), toLocale(locale)),
      ),
    },
  });
}
