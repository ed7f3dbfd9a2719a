import { data, redirect } from "react-router";
import { getDb } from "~/lib/db.server";
import { parseValues, readFormData } from "~/lib/form-data.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { requireAccess } from "~/modules/auth/session.server";
import { can } from "~/modules/permissions/policy";
import { addExaminerConflict } from "~/modules/users/add-examiner-conflict.server";
import { changeUserRoles } from "~/modules/users/change-user-roles.server";
import { deactivateUser } from "~/modules/users/deactivate-user.server";
import { getUserDetails, listConflictCandidates } from "~/modules/users/get-user-details.server";
import { reactivateUser } from "~/modules/users/reactivate-user.server";
import { removeExaminerConflict } from "~/modules/users/remove-examiner-conflict.server";
import { resendInvitation } from "~/modules/users/resend-invitation.server";
import { resetTwoFactor } from "~/modules/users/reset-two-factor.server";
import { revokeInvitation } from "~/modules/users/revoke-invitation.server";
import { revokeUserSessions } from "~/modules/users/revoke-user-sessions.server";
import { changeRolesSchema, conflictSchema } from "~/modules/users/user-schemas";
import { UserDetailView, type UserActionResult } from "~/modules/users/ui/user-detail";
import type { Route } from "./+types/detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.user.name ?? "User"} | Users | ${siteName}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "users.view");
  const db = getDb();
  try {
    const user = await getUserDetails(db, session, params.id);
    const canManage = can(session, "users.manage");
    return {
      user,
      canManage,
      isSelf: user.id === session.user.id,
      conflictCandidates:
        canManage && user.isExaminer ? await listConflictCandidates(db, user.id) : [],
    };
  } catch (error) {
    throwLoaderError(error, "Could not load this user. Please try again.", "user details");
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "users.manage");
  const form = await readFormData(request);
  const values: Record<string, string> = {};
  for (const [k, v] of form.entries())
    if (typeof v === "string" && k !== "additionalRoles") values[k] = v;
  values.additionalRoles = form
    .getAll("additionalRoles")
    .filter((v): v is string => typeof v === "string")
    .join(",");
  const intent = values.intent ?? "";
  const userId = params.id;
  const db = getDb();
  const done = (message: string): UserActionResult => ({
    ok: true,
    intent,
    message,
    fieldErrors: {},
  });
  const invalid = (fieldErrors: Record<string, string>) =>
    data<UserActionResult>(
      {
        ok: false,
        intent,
        message: Object.values(fieldErrors)[0] ?? "Check the form.",
        fieldErrors,
      },
      { status: 422 },
    );
  try {
    switch (intent) {
      case "change-roles": {
        const parsed = parseValues(values, changeRolesSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        const { changed } = await changeUserRoles(db, session, { userId, ...parsed.data });
        return done(
          changed
            ? "Roles saved. They apply from the person's next page load."
            : "Nothing changed: these are already the person's roles.",
        );
      }
      case "deactivate":
        await deactivateUser(db, session, { userId });
        return done("The account is deactivated and signed out everywhere. Its records are kept.");
      case "reactivate":
        await reactivateUser(db, session, { userId });
        return done("The account is active again; the person can sign in.");
      case "revoke-sessions": {
        const { revoked } = await revokeUserSessions(db, session, { userId });
        return done(
          revoked === 1 ? "1 session was signed out." : `${revoked} sessions were signed out.`,
        );
      }
      case "reset-two-factor": {
        const { changed } = await resetTwoFactor(db, session, { userId });
        return done(
          changed
            ? "Two-factor sign-in is off for this person; they were told by e-mail."
            : "Two-factor sign-in was already off.",
        );
      }
      case "resend-invitation":
        await resendInvitation(db, session, { userId });
        return done("A new invitation link was sent; the previous link no longer works.");
      case "revoke-invitation": {
        const { removed } = await revokeInvitation(db, session, { userId });
        // The prepared account is gone: back to the list, which says so.
        if (removed) return redirect(`/dashboard/users?revoked=1`);
        return done("The invitation is revoked; its link no longer works.");
      }
      case "add-conflict": {
        const parsed = parseValues(values, conflictSchema);
        if (!parsed.ok) return invalid(parsed.errors);
        await addExaminerConflict(db, session, { examinerId: userId, ...parsed.data });
        return done(
          "Conflict of interest recorded: this examiner cannot be scheduled to audit that business.",
        );
      }
      case "remove-conflict": {
        const conflictId = values.conflictId ?? "";
        if (!/^[0-9a-f-]{36}$/i.test(conflictId))
          return invalid({ conflictId: "Unknown conflict of interest" });
        await removeExaminerConflict(db, session, { examinerId: userId, conflictId });
        return done("Conflict of interest removed.");
      }
      default:
        return data<UserActionResult>(
          { ok: false, intent, message: "Unknown action", fieldErrors: {} },
          { status: 400 },
        );
    }
  } catch (error) {
    const failure = actionFailure(
      error,
      "The change could not be saved. Please try again.",
      `users: ${intent}`,
    );
    return data<UserActionResult>(
      { ok: false, intent, message: failure.message, fieldErrors: failure.fieldErrors },
      { status: failure.status },
    );
  }
}

export default function UserDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <UserDetailView {...loaderData} actionData={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
