import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { CheckboxField, Field, FormMessage, SubmitButton } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { sharedAuthMessages as shared } from "./auth-screen-messages";

/** The two-factor step's texts (its page title too: routes/auth/two-factor.tsx). */
export const twoFactorMessages = defineMessages({
  title: { id: "auth.twoFactor.title", defaultMessage: "Two-factor authentication" },
  intro: {
    id: "auth.twoFactor.intro",
    defaultMessage: "Enter the 6-digit code from your authenticator app.",
  },
  introBackup: {
    id: "auth.twoFactor.introBackup",
    defaultMessage:
      "Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.",
  },
  logInAgain: { id: "auth.twoFactor.logInAgain", defaultMessage: "Log in again" },
  recoveryCode: { id: "auth.twoFactor.recoveryCode", defaultMessage: "Recovery code" },
  authenticationCode: {
    id: "auth.twoFactor.authenticationCode",
    defaultMessage: "Authentication code",
  },
  trustDevice: {
    id: "auth.twoFactor.trustDevice",
    defaultMessage: "Trust this device for 30 days",
  },
  verify: { id: "auth.twoFactor.verify", defaultMessage: "Verify" },
  useApp: { id: "auth.twoFactor.useApp", defaultMessage: "Use your authenticator app instead" },
  useRecoveryCode: {
    id: "auth.twoFactor.useRecoveryCode",
    defaultMessage: "Use a recovery code instead",
  },
});

const m = twoFactorMessages;

/** The second sign-in step (/login/two-factor): an authenticator code or a recovery code. */
export function TwoFactorScreen({
  redirectTo,
  result,
}: {
  redirectTo: string;
  result: FormFailure | undefined;
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const backup = params.get("method") === "backup";
  const errors = result?.fieldErrors ?? {};
  const formError = result && Object.keys(errors).length === 0 ? result.message : undefined;
  // The challenge cookie expired or is missing: only signing in again helps.
  const restart = result?.status === 401 && formError !== undefined;
  const switchTo = (method?: string) => {
    const next = new URLSearchParams();
    if (method) next.set("method", method);
    if (redirectTo !== "/dashboard") next.set("redirectTo", redirectTo);
    const qs = next.toString();
    return to(`/login/two-factor${qs ? `?${qs}` : ""}`);
  };
  return (
    <AuthCard
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(backup ? m.introBackup : m.intro)}
    >
      {formError ? (
        <div className="mt-4">
          <FormMessage kind="error">
            {formError}{" "}
            {restart ? (
              <Link
                to={to(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)}
                className="font-medium underline"
              >
                <FormattedMessage {...m.logInAgain} />
              </Link>
            ) : null}
          </FormMessage>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {backup ? (
          <Field
            key="backup"
            label={intl.formatMessage(m.recoveryCode)}
            name="code"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            error={errors.code}
          />
        ) : (
          <Field
            key="totp"
            label={intl.formatMessage(m.authenticationCode)}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            error={errors.code}
          />
        )}
        <CheckboxField label={intl.formatMessage(m.trustDevice)} name="trustDevice" />
        <SubmitButton className="w-full" pending={navigation.state !== "idle"}>
          <FormattedMessage {...m.verify} />
        </SubmitButton>
      </Form>
      <p className="mt-4 text-sm">
        {backup ? (
          <Link to={switchTo()} className="text-brand-700 underline">
            <FormattedMessage {...m.useApp} />
          </Link>
        ) : (
          <Link to={switchTo("backup")} className="text-brand-700 underline">
            <FormattedMessage {...m.useRecoveryCode} />
          </Link>
        )}
      </p>
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <Link to={to("/login")} className="font-medium text-brand-700 underline">
          <FormattedMessage {...shared.backToLogIn} />
        </Link>
      </p>
    </AuthCard>
  );
}
