import { data, redirect } from "react-router";
import { getEnv } from "~/lib/env.server";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { singleSignOnSchema } from "~/modules/auth";
import { authMessages, safeRedirect, singleSignOnRedirect } from "~/modules/auth/index.server";
import type { Route } from "./+types/sso";

function notConfigured() {
  return data({ message: "Single sign-on is not configured." }, { status: 404 });
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
      start: formIntent(singleSignOnSchema, ({ redirectTo }) =>
        singleSignOnRedirect(request, safeRedirect(redirectTo)),
      ),
    },
  });
}
