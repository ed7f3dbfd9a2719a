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

/** The new-password screen's texts (its page title too: routes/auth/reset-password.tsx). */
export const resetPasswordMessages = defineMessages({
  title: { id: "auth.resetPassword.title", defaultMessage: "Choose a new password" },
  requestNewLink: {
    id: "auth.resetPassword.requestNewLink",
    defaultMessage: "Request a new reset link",
  },
  newPassword: { id: "auth.resetPassword.newPassword", defaultMessage: "New password" },
  confirmNewPassword: {
    id: "auth.resetPassword.confirmNewPassword",
    defaultMessage: "Confirm new password",
  },
  submit: { id: "auth.resetPassword.submit", defaultMessage: "Set new password" },
});

const m = resetPasswordMessages;

/** The /reset-password screen: choose a new password with the e-mailed link's token. */
export function ResetPasswordScreen({
  token,
  usable,
  result,
}: {
  token: string;
  usable: boolean;
  result: FormFailure | undefined;
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const errors = result?.fieldErrors ?? {};
  // A refusal without a field to show it at is about the link itself.
  const linkRefused = result !== undefined && Object.keys(errors).length === 0;
  const invalid = !usable || linkRefused || Boolean(errors.token);
  return (
    <AuthCard
      title={intl.formatMessage(m.title)}
      intro={invalid ? undefined : intl.formatMessage(authErrors.passwordRule)}
    >
      {invalid ? (
        <div className="mt-6 space-y-4">
          <FormMessage kind="error">
            {linkRefused ? result.message : intl.formatMessage(authErrors.resetLinkInvalid)}
          </FormMessage>
          <p>
            <Link to={to("/forgot-password")} className="font-medium text-brand-700 underline">
              <FormattedMessage {...m.requestNewLink} />
            </Link>
          </p>
        </div>
      ) : (
        <ChoosePasswordForm
          path="/reset-password"
          token={token}
          password={{
            label: intl.formatMessage(m.newPassword),
            name: "newPassword",
            error: errors.newPassword ?? errors.password,
          }}
          confirmLabel={intl.formatMessage(m.confirmNewPassword)}
          confirmError={errors.confirmPassword}
          submitLabel={intl.formatMessage(m.submit)}
        />
      )}
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <Link to={to("/login")} className="font-medium text-brand-700 underline">
          <FormattedMessage {...shared.backToLogIn} />
        </Link>
      </p>
    </AuthCard>
  );
}
