import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { inviteSchema, inviteUser, usersPage } from "~/modules/users/index.server";
import { UsersListScreen } from "~/modules/users";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: `Users | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "users.view");
  const params = new URL(request.url).searchParams;
  return loadPage(() => usersPage(getDb(), session, params), {
    fallback: "Could not load the users. Please try again.",
    context: "list users",
  });
}

/** Administrators invite a person by e-mail with a preset role. */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "users.manage");
  return handleForm(request, {
    context: "invite user",
    fallback: "The invitation could not be sent. Please try again.",
    defaultIntent: "invite",
    invalidStatus: 422,
    intents: {
      invite: formIntent(
        inviteSchema,
        async (input) => {
          const { userId } = await inviteUser(getDb(), session, input);
          return done(`Invitation sent to ${input.email}. The link is valid for 7 days.`, {
            userId,
          });
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
