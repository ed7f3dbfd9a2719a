import { redirect } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
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
import {
  userDoneMessages as d,
  userErrorMessages as e,
  userPageMessages as p,
  UserDetailView,
} from "~/modules/users";
import type { Route } from "./+types/detail";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(p.detailTitle, { name: loaderData?.user.name ?? intl.formatMessage(p.unnamed) })} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "users.view");
  return loadPage(() => userDetailPage(getDb(), session, params.id), {
    fallback: e.loadUser.defaultMessage,
    context: "user details",
  });
}

const noInput = z.object({});
const removeConflictSchema = z.object({
  conflictId: z
    .string(e.unknownConflict.defaultMessage)
    .regex(/^[0-9a-f-]{36}$/i, e.unknownConflict.defaultMessage),
});

/** Administrators manage one account: roles, access, the invitation, examiner conflicts. */
export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "users.manage");
  const db = getDb();
  const userId = params.id;
  const intl = intlFor(await requestLocale(request));
  return handleForm(request, {
    context: "user change",
    fallback: e.changeFailed.defaultMessage,
    invalidStatus: 422,
    intents: {
      "change-roles": formIntent(
        changeRolesSchema,
        async (input) => {
          const { changed } = await changeUserRoles(db, session, { userId, ...input });
          return done((changed ? d.rolesSaved : d.rolesUnchanged).defaultMessage);
        },
        { lists: ["additionalRoles"] },
      ),
      deactivate: formIntent(noInput, async () => {
        await deactivateUser(db, session, { userId });
        return done(d.deactivated.defaultMessage);
      }),
      reactivate: formIntent(noInput, async () => {
        await reactivateUser(db, session, { userId });
        return done(d.reactivated.defaultMessage);
      }),
      "revoke-sessions": formIntent(noInput, async () => {
        const { revoked } = await revokeUserSessions(db, session, { userId });
        return done(intl.formatMessage(d.sessionsRevoked, { count: revoked }));
      }),
      "reset-two-factor": formIntent(noInput, async () => {
        const { changed } = await resetTwoFactor(db, session, { userId });
        return done((changed ? d.twoFactorReset : d.twoFactorAlreadyOff).defaultMessage);
      }),
      "resend-invitation": formIntent(noInput, async () => {
        await resendInvitation(db, session, { userId });
        return done(d.invitationResent.defaultMessage);
      }),
      "revoke-invitation": formIntent(noInput, async () => {
        const { removed } = await revokeInvitation(db, session, { userId });
        // The prepared account is gone: back to the list, which says so.
        if (removed) return redirect(`/dashboard/users?revoked=1`);
        return done(d.invitationRevoked.defaultMessage);
      }),
      "add-conflict": formIntent(conflictSchema, async (input) => {
        await addExaminerConflict(db, session, { examinerId: userId, ...input });
        return done(d.conflictAdded.defaultMessage);
      }),
      "remove-conflict": formIntent(removeConflictSchema, async ({ conflictId }) => {
        await removeExaminerConflict(db, session, { examinerId: userId, conflictId });
        return done(d.conflictRemoved.defaultMessage);
      }),
    },
  });
}

export default function UserDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <UserDetailView {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
