import { pluralize, pluralWord } from "~/lib/format";
import { redirect } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import {
  addExaminerConflict,
  changeRolesSchema,
  changeUserRoles,
  conflictSchema,
  deactivateUser,
  reactivateUser,
  removeExaminerConflict,
  resendInvitation,
  resetTwoFactor,
  revokeInvitation,
  revokeUserSessions,
  userDetailPage,
} from "~/modules/users/index.server";
import { UserDetailView } from "~/modules/users";
import type { Route } from "./+types/detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.user.name ?? "User"} | Users | ${siteName}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "users.view");
  return loadPage(() => userDetailPage(getDb(), session, params.id), {
    fallback: "Could not load this user. Please try again.",
    context: "user details",
  });
}

const noInput = z.object({});
const removeConflictSchema = z.object({
  conflictId: z
    .string("Unknown conflict of interest")
    .regex(/^[0-9a-f-]{36}$/i, "Unknown conflict of interest"),
});

/** Administrators manage one account: roles, access, the invitation, examiner conflicts. */
export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "users.manage");
  const db = getDb();
  const userId = params.id;
  return handleForm(request, {
    context: "user change",
    fallback: "The change could not be saved. Please try again.",
    invalidStatus: 422,
    intents: {
      "change-roles": formIntent(
        changeRolesSchema,
        async (input) => {
          const { changed } = await changeUserRoles(db, session, { userId, ...input });
          return done(
            changed
              ? "Roles saved. They apply from the person's next page load."
              : "Nothing changed: these are already the person's roles.",
          );
        },
        { lists: ["additionalRoles"] },
      ),
      deactivate: formIntent(noInput, async () => {
        await deactivateUser(db, session, { userId });
        return done("The account is deactivated and signed out everywhere. Its records are kept.");
      }),
      reactivate: formIntent(noInput, async () => {
        await reactivateUser(db, session, { userId });
        return done("The account is active again; the person can sign in.");
      }),
      "revoke-sessions": formIntent(noInput, async () => {
        const { revoked } = await revokeUserSessions(db, session, { userId });
        return done(
          `${pluralize(revoked, "session")} ${pluralWord(revoked, "was", "were")} signed out.`,
        );
      }),
      "reset-two-factor": formIntent(noInput, async () => {
        const { changed } = await resetTwoFactor(db, session, { userId });
        return done(
          changed
            ? "Two-factor sign-in is off for this person; they were told by e-mail."
            : "Two-factor sign-in was already off.",
        );
      }),
      "resend-invitation": formIntent(noInput, async () => {
        await resendInvitation(db, session, { userId });
        return done("A new invitation link was sent; the previous link no longer works.");
      }),
      "revoke-invitation": formIntent(noInput, async () => {
        const { removed } = await revokeInvitation(db, session, { userId });
        // The prepared account is gone: back to the list, which says so.
        if (removed) return redirect(`/dashboard/users?revoked=1`);
        return done("The invitation is revoked; its link no longer works.");
      }),
      "add-conflict": formIntent(conflictSchema, async (input) => {
        await addExaminerConflict(db, session, { examinerId: userId, ...input });
        return done(
          "Conflict of interest recorded: this examiner cannot be scheduled to audit that business.",
        );
      }),
      "remove-conflict": formIntent(removeConflictSchema, async ({ conflictId }) => {
        await removeExaminerConflict(db, session, { examinerId: userId, conflictId });
        return done("Conflict of interest removed.");
      }),
    },
  });
}

export default function UserDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <UserDetailView {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
