import { redirect } from "react-router";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { AcceptInvitationScreen } from "~/modules/auth";
import { authMessages, signIn, signInRedirect } from "~/modules/auth/index.server";
import { acceptInvitationSchema } from "~/modules/users";
import { acceptInvitation, findOpenInvitation } from "~/modules/users/index.server";
import type { Route } from "./+types/accept-invitation";

export function meta() {
  return [{ title: `Accept your invitation | ${siteName}` }];
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
          // Accepting signs the person in (decision 066); should the sign-in
          // itself be refused (e.g. rate limited), the login screen says the
          // password is set.
          try {
            return signInRedirect(await signIn(request, { email, password }), "/dashboard");
          } catch {
            return redirect(`/login?invited=1&email=${encodeURIComponent(email)}`);
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
