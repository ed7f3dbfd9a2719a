import { redirect } from "react-router";
import { localizePath, splitLocalePath } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { siteName } from "~/lib/site-config";
import { acceptInvitationMessages, AcceptInvitationScreen } from "~/modules/auth";
import { authMessages, signIn, signInRedirect } from "~/modules/auth/index.server";
import { acceptInvitationSchema } from "~/modules/users";
import { acceptInvitation, findOpenInvitation } from "~/modules/users/index.server";
import type { Route } from "./+types/accept-invitation";

export function meta({ location }: Route.MetaArgs) {
  const intl = intlFor(splitLocalePath(location.pathname).locale);
  return [{ title: `${intl.formatMessage(acceptInvitationMessages.pageTitle)} | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const open = token ? await findOpenInvitation(getDb(), token) : null;
  return { token, invitation: open ? { name: open.name, email: open.email } : null };
}

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(request, {
    context: "accept invitation",
    fallback: authMessages.failed,
    defaultIntent: "accept",
    invalidStatus: 422,
    intents: {
      accept: formIntent(
        acceptInvitationSchema,
        async ({ token, password }) => {
          const { email } = await acceptInvitation(getDb(), { token, password });
          const locale = await requestLocale(request);
          // Accepting signs the person in (decision 066); should the sign-in
          // itself be refused (e.g. rate limited), the login screen says the
          // password is set.
          try {
            return signInRedirect(await signIn(request, { email, password }), "/dashboard", locale);
          } catch {
            return redirect(
              localizePath(`/login?invited=1&email=${encodeURIComponent(email)}`, locale),
            );
          }
        },
        { echo: [] },
      ),
    },
  });

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AcceptInvitationScreen
      token={loaderData.token}
      invitation={loaderData.invitation}
      result={actionData}
    />
  );
}
