import { Link } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { FormMessage } from "~/components/form";
import { userMessages } from "~/domain/user-status";
import type { FormFailure } from "~/lib/form-action.server";
import { ChoosePasswordForm } from "./choose-password-form";

/** The /accept-invitation screen: an invited person chooses a password to activate the account. */
export function AcceptInvitationScreen({
  token,
  invitation,
  result,
}: {
  token: string;
  invitation: { name: string; email: string } | null;
  result: FormFailure | undefined;
}) {
  const errors = result?.fieldErrors ?? {};
  const formError = result && Object.keys(errors).length === 0 ? result.message : undefined;
  return (
    <AuthCard
      title="Set your password"
      intro={
        invitation
          ? `Welcome, ${invitation.name}. Choose a password for ${invitation.email} to activate your account.`
          : undefined
      }
    >
      {!invitation || formError ? (
        <div className="mt-6 space-y-4">
          <FormMessage kind="error">{formError ?? userMessages.invitationInvalid}</FormMessage>
          <p className="text-sm text-slate-700">
            Ask the programme office to send you a new invitation.
          </p>
        </div>
      ) : (
        <ChoosePasswordForm
          path="/accept-invitation"
          token={token}
          password={{ label: "Password", name: "password", error: errors.password }}
          confirmLabel="Confirm password"
          confirmError={errors.confirmPassword}
          submitLabel="Set password and activate"
        />
      )}
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <Link to="/login" className="font-medium text-brand-700 underline">
          Go to log in
        </Link>
      </p>
    </AuthCard>
  );
}
