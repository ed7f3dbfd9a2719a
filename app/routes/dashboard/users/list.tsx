import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { inviteSchema, inviteUser, usersPage } from "~/modules/users/index.server";
import {
  userDoneMessages,
  userErrorMessages,
  userPageMessages,
  UsersListScreen,
} from "~/modules/users";
import type { Route } from "./+types/list";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(userPageMessages.listTitle)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "users.view");
  const params = new URL(request.url).searchParams;
  return loadPage(() => usersPage(getDb(), session, params), {
    fallback: userErrorMessages.loadList.defaultMessage,
    context: "list users",
  });
}

/** Administrators invite a person by e-mail with a preset role. */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "users.manage");
  const intl = intlFor(await requestLocale(request));
  return handleForm(request, {
    context: "invite user",
    fallback: userErrorMessages.inviteFailed.defaultMessage,
    defaultIntent: "invite",
    invalidStatus: 422,
    intents: {
      invite: formIntent(
        inviteSchema,
        async (input) => {
          const { userId } = await inviteUser(getDb(), session, input);
          const message = intl.formatMessage(userDoneMessages.invited, { email: input.email });
          return done(message, { userId });
        },
        { echo: ["name", "email", "organization", "role"] },
      ),
    },
  });
}

export default function UsersList({ loaderData, actionData }: Route.ComponentProps) {
  return <UsersListScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
