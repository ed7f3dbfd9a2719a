import { data, redirect } from "react-router";
import { isAppError } from "~/lib/app-error";
import { getEnv } from "~/lib/env.server";
import { safeRedirect } from "~/modules/auth/session.server";
import { startSingleSignOn } from "~/modules/auth/start-single-sign-on.server";
import type { Route } from "./+types/sso";
import { readFormData } from "~/lib/form-data.server";

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
  const form = await readFormData(request);
  const callbackURL = safeRedirect(form.get("redirectTo"));
  try {
    const { url, headers } = await startSingleSignOn(request, { callbackURL });
    return redirect(url, { headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return redirect(`/login?error=${encodeURIComponent("sso_unavailable")}`);
  }
}
