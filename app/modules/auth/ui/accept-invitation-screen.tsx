import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import { userMessages } from "~/domain/user-status";
import type { FormFailure } from "~/lib/form-action.server";
import { PASSWORD_RULE_TEXT } from "../auth-schemas";

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
  const navigation = useNavigation();
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
        <Form
          method="post"
          action={`/accept-invitation?token=${encodeURIComponent(token)}`}
          className="mt-6 space-y-4"
          noValidate
        >
          <input type="hidden" name="token" value={token} />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_RULE_TEXT}
            error={errors.password}
          />
          <Field
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          <SubmitButton className="w-full" pending={navigation.state !== "idle"}>
            Set password and activate
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <Link to="/login" className="font-medium text-brand-700 underline">
          Go to log in
        </Link>
      </p>
    </AuthCard>
  );
}
