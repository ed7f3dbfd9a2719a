import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { sharedAuthMessages as shared } from "./auth-screen-messages";

/** The reset request's texts (its page title and description too: routes/auth/forgot-password.tsx). */
export const forgotPasswordMessages = defineMessages({
  title: { id: "auth.forgotPassword.title", defaultMessage: "Reset your password" },
  description: {
    id: "auth.forgotPassword.description",
    defaultMessage: "Request a link to choose a new password.",
  },
  intro: {
    id: "auth.forgotPassword.intro",
    defaultMessage:
      "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
  },
  sent: {
    id: "auth.forgotPassword.sent",
    defaultMessage:
      "If an account exists for that e-mail, we've sent a link to choose a new password. It is valid for {minutes} minutes. Check your inbox and spam folder.",
  },
  noEmail: {
    id: "auth.forgotPassword.noEmail",
    defaultMessage: "No e-mail after a few minutes? <link>Try again</link>.",
  },
  submit: { id: "auth.forgotPassword.submit", defaultMessage: "Send reset link" },
  remembered: {
    id: "auth.forgotPassword.remembered",
    defaultMessage: "Remembered it? <link>Back to log in</link>",
  },
});

const m = forgotPasswordMessages;

/** What the reset request answers: a refusal, or "sent" (the same whether or not the account exists). */
export type ForgotPasswordActionData = FormFailure | { sent: true; values: { email: string } };

/** The /forgot-password screen: ask for a link to choose a new password. */
export function ForgotPasswordScreen({
  minutes,
  result,
}: {
  minutes: number;
  result: ForgotPasswordActionData | undefined;
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const navigation = useNavigation();
  const failure = result && "ok" in result ? result : undefined;
  const errors = failure?.fieldErrors ?? {};
  const formError = failure && Object.keys(errors).length === 0 ? failure.message : undefined;
  const link = (path: string) => (chunks: ReactNode) => (
    <Link to={to(path)} className="font-medium text-brand-700 underline">
      {chunks}
    </Link>
  );
  return (
    <AuthCard title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      {result && "sent" in result ? (
        <div className="mt-6 space-y-4">
          <FormMessage kind="success">
            <FormattedMessage {...m.sent} values={{ minutes }} />
          </FormMessage>
          <p className="text-sm text-slate-700">
            <FormattedMessage {...m.noEmail} values={{ link: link("/forgot-password") }} />
          </p>
        </div>
      ) : (
        <>
          {formError ? (
            <div className="mt-4">
              <FormMessage kind="error">{formError}</FormMessage>
            </div>
          ) : null}
          <Form method="post" className="mt-6 space-y-4" noValidate>
            <Field
              label={intl.formatMessage(shared.email)}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.values?.email}
              error={errors.email}
            />
            <SubmitButton className="w-full" pending={navigation.state !== "idle"}>
              <FormattedMessage {...m.submit} />
            </SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <FormattedMessage {...m.remembered} values={{ link: link("/login") }} />
      </p>
    </AuthCard>
  );
}
