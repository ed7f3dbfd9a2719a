import { redirect } from "react-router";
import { localizePath, splitLocalePath } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { siteName } from "~/lib/site-config";
import { resetPasswordMessages, resetPasswordSchema, ResetPasswordScreen } from "~/modules/auth";
import { authMessages, isResetTokenUsable, resetPassword } from "~/modules/auth/index.server";
import type { Route } from "./+types/reset-password";

export function meta({ location }: Route.MetaArgs) {
  const intl = intlFor(splitLocalePath(location.pathname).locale);
  return [{ title: `${intl.formatMessage(resetPasswordMessages.title)} | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = token ? await isResetTokenUsable(getDb(), token) : false;
  return { token, usable };
}

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(request, {
    context: "password reset",
    fallback: authMessages.failed,
    defaultIntent: "reset",
    invalidStatus: 422,
    intents: {
      reset: formIntent(
        resetPasswordSchema,
        async ({ token, newPassword }) => {
          await resetPassword({ token, newPassword });
          return redirect(localizePath("/login?reset=1", await requestLocale(request)));
        },
        { echo: [] },
      ),
    },
  });

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ResetPasswordScreen token={loaderData.token} usable={loaderData.usable} result={actionData} />
  );
}
