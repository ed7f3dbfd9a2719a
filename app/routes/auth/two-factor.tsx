import { redirect } from "react-router";
import { localizePath, splitLocalePath } from "~/domain/locale";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { siteName } from "~/lib/site-config";
import { twoFactorMessages, twoFactorSchema, TwoFactorScreen } from "~/modules/auth";
import {
  authMessages,
  getSessionUser,
  readCookie,
  safeRedirect,
  verifyTwoFactor,
} from "~/modules/auth/index.server";
import type { Route } from "./+types/two-factor";

export function meta({ location }: Route.MetaArgs) {
  const intl = intlFor(splitLocalePath(location.pathname).locale);
  return [{ title: `${intl.formatMessage(twoFactorMessages.title)} | ${siteName}` }];
}

/** better-auth's signed two-factor challenge cookie (prefix "hap"). */
function hasChallenge(request: Request) {
  return Boolean(
    readCookie(request, "hap.two_factor") ?? readCookie(request, "__Secure-hap.two_factor"),
  );
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getSessionUser(request)) throw redirect(target);
  if (!hasChallenge(request)) {
    const login = `/login?redirectTo=${encodeURIComponent(target)}&expired=1`;
    throw redirect(localizePath(login, await requestLocale(request)));
  }
  return { redirectTo: target };
}

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(request, {
    context: "two-factor sign-in",
    fallback: authMessages.failed,
    defaultIntent: "verify",
    invalidStatus: 422,
    intents: {
      verify: formIntent(
        twoFactorSchema,
        async ({ method, code, trustDevice, redirectTo }) => {
          const { headers } = await verifyTwoFactor(request, {
            method,
            code,
            trustDevice: trustDevice === "on",
          });
          return redirect(safeRedirect(redirectTo), { headers });
        },
        { echo: [] },
      ),
    },
  });

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoFactorScreen redirectTo={loaderData.redirectTo} result={actionData} />;
}
