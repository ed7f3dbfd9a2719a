import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { FormMessage } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { authErrors } from "../auth-messages";
import { sharedAuthMessages as shared } from "./auth-screen-messages";
import { ChoosePasswordForm } from "./choose-password-form";

/** The invitation screen's texts (its page title too: routes/auth/accept-invitation.tsx). */
export const acceptInvitationMessages = defineMessages({
  pageTitle: { id: "auth.acceptInvitation.pageTitle", defaultMessage: "Accept your invitation" },
  title: { id: "auth.acceptInvitation.title", defaultMessage: "Set your password" },
  welcome: {
    id: "auth.acceptInvitation.welcome",
    defaultMessage: "Welcome, {name}. Choose a password for {email} to activate your account.",
  },
  askAgain: {
    id: "auth.acceptInvitation.askAgain",
    defaultMessage: "Ask the programme office to send you a new invitation.",
  },
  submit: { id: "auth.acceptInvitation.submit", defaultMessage: "Set password and activate" },
  goToLogIn: { id: "auth.acceptInvitation.goToLogIn", defaultMessage: "Go to log in" },
});

const m = acceptInvitationMessages;

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
  const intl = useIntl();
  const to = useLocalizePath();
  const errors = result?.fieldErrors ?? {};
  const formError = result && Object.keys(errors).length === 0 ? result.message : undefined;
  return (
    <AuthCard
      title={intl.formatMessage(m.title)}
      intro={
        invitation
          ? intl.formatMessage(m.welcome, { name: invitation.name, email: invitation.email })
          : undefined
      }
    >
      {!invitation || formError ? (
        <div className="mt-6 space-y-4">
          <FormMessage kind="error">
            {formError ?? intl.formatMessage(authErrors.invitationInvalid)}
          </FormMessage>
          <p className="text-sm text-slate-700">
            <FormattedMessage {...m.askAgain} />
          </p>
        </div>
      ) : (
        <ChoosePasswordForm
          path="/accept-invitation"
          token={token}
          password={{
            label: intl.formatMessage(shared.password),
            name: "password",
            error: errors.password,
          }}
          confirmLabel={intl.formatMessage(shared.confirmPassword)}
          confirmError={errors.confirmPassword}
          submitLabel={intl.formatMessage(m.submit)}
        />
      )}
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <Link to={to("/login")} className="font-medium text-brand-700 underline">
          <FormattedMessage {...m.goToLogIn} />
        </Link>
      </p>
    </AuthCard>
  );
}
