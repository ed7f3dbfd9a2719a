import type { ReactNode } from "react";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocale, useLocalizePath } from "~/lib/i18n/use-locale";
import { useRootData } from "~/lib/root-data";
import { authErrors } from "../auth-messages";
import { sharedAuthMessages as shared } from "./auth-screen-messages";

/** The /login screen's texts (its page title and description too: routes/auth/login.tsx). */
export const loginMessages = defineMessages({
  title: { id: "auth.login.title", defaultMessage: "Log in" },
  titleRegister: { id: "auth.login.titleRegister", defaultMessage: "Create your account" },
  titleCode: { id: "auth.login.titleCode", defaultMessage: "Log in with a one-time code" },
  description: {
    id: "auth.login.description",
    defaultMessage: "Log in to the Humane Accreditation Portal to manage your accreditation.",
  },
  descriptionRegister: {
    id: "auth.login.descriptionRegister",
    defaultMessage: "Create an account to apply for humane wildlife control accreditation.",
  },
  intro: {
    id: "auth.login.intro",
    defaultMessage: "Welcome back. Sign in to manage your accreditation.",
  },
  introRegister: {
    id: "auth.login.introRegister",
    defaultMessage: "Start your accreditation application. It takes about two minutes.",
  },
  introCode: {
    id: "auth.login.introCode",
    defaultMessage: "We'll e-mail you a 6-digit code. No password needed.",
  },
  passwordChanged: {
    id: "auth.login.passwordChanged",
    defaultMessage: "Your password has been changed. Log in with your new password.",
  },
  invited: {
    id: "auth.login.invited",
    defaultMessage:
      "Your password is set and your account is active. Log in with your e-mail and new password.",
  },
  registered: {
    id: "auth.login.registered",
    defaultMessage:
      "Check your e-mail: we have sent a message about this registration to {email}. If your account is new, log in below with your e-mail and the password you chose.",
  },
  registeredAddress: {
    id: "auth.login.registeredAddress",
    defaultMessage: "the address you gave",
  },
  codeSent: {
    id: "auth.login.codeSent",
    defaultMessage:
      "If an account exists for {email}, we've e-mailed a 6-digit code. It expires in {minutes} minutes.",
  },
  ssoCancelled: {
    id: "auth.login.ssoCancelled",
    defaultMessage: "Sign-in at {provider} was cancelled or refused.",
  },
  ssoUnavailable: {
    id: "auth.login.ssoUnavailable",
    defaultMessage:
      "{provider} is not reachable right now. Try again later or sign in another way.",
  },
  ssoFailed: {
    id: "auth.login.ssoFailed",
    defaultMessage:
      "Single sign-on with {provider} failed ({detail}). Try again or sign in another way.",
  },
  code: { id: "auth.login.code", defaultMessage: "6-digit code" },
  fullName: { id: "auth.login.fullName", defaultMessage: "Full name" },
  organization: { id: "auth.login.organization", defaultMessage: "Organization" },
  submit: { id: "auth.login.submit", defaultMessage: "Log in" },
  sendCode: { id: "auth.login.sendCode", defaultMessage: "E-mail me a code" },
  createAccount: { id: "auth.login.createAccount", defaultMessage: "Create account" },
  forgotPassword: { id: "auth.login.forgotPassword", defaultMessage: "Forgot your password?" },
  newCode: { id: "auth.login.newCode", defaultMessage: "Send a new code" },
  usePassword: {
    id: "auth.login.usePassword",
    defaultMessage: "Log in with your password instead",
  },
  useCode: { id: "auth.login.useCode", defaultMessage: "E-mail me a one-time sign-in code" },
  continueWith: { id: "auth.login.continueWith", defaultMessage: "Continue with {provider}" },
  haveAccount: {
    id: "auth.login.haveAccount",
    defaultMessage: "Already have an account? <link>Log in</link>",
  },
  newToProgramme: {
    id: "auth.login.newToProgramme",
    defaultMessage: "New to the programme? <link>Create an account</link>",
  },
});

const m = loginMessages;

/** What the sign-in action answers: a refusal, or "code sent" (step 2 of code sign-in). */
export type LoginActionData =
  FormFailure | { intent: "send-code"; codeSent: true; values: { email: string } };

/** Messages for `?error=` codes that better-auth's OAuth callback sends back. */
function ssoErrorText(
  intl: IntlShape,
  code: string,
  description: string | null,
  provider: string,
): string {
  if (code === "access_denied") return intl.formatMessage(m.ssoCancelled, { provider });
  if (code === "sso_unavailable") return intl.formatMessage(m.ssoUnavailable, { provider });
  const detail = description || code.replace(/_/g, " ");
  return intl.formatMessage(m.ssoFailed, { provider, detail });
}

/** The /login screen: sign in (password or e-mailed code) and create an account. */
export function LoginScreen({
  otpMinutes,
  result,
}: {
  otpMinutes: number;
  result: LoginActionData | undefined;
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { site } = useRootData();
  const navigation = useNavigation();
  const register = params.get("register") === "true";
  const codeMode = !register && params.get("method") === "code";
  // Step 2 once a code was sent, and while a code is being corrected.
  const codeStep =
    codeMode && Boolean(result && ("codeSent" in result || result.intent === "code-sign-in"));
  const ssoError = params.get("error");
  const redirectTo = params.get("redirectTo") ?? "/dashboard";
  const pending = navigation.state !== "idle";
  const failure = result && "ok" in result && !result.ok ? result : undefined;
  const errors = failure?.fieldErrors ?? {};
  const values: Record<string, string> = result?.values ?? {};
  // A message at a field is not repeated above the form.
  const formError = failure && Object.keys(errors).length === 0 ? failure.message : undefined;
  // Links stay in the page's language (/fr/login → /fr/forgot-password).
  const withRedirect = (path: string) =>
    to(
      redirectTo !== "/dashboard"
        ? `${path}${path.includes("?") ? "&" : "?"}redirectTo=${encodeURIComponent(redirectTo)}`
        : path,
    );
  const linkClass = "font-medium text-brand-700 underline";

  return (
    <AuthCard
      title={intl.formatMessage(register ? m.titleRegister : codeMode ? m.titleCode : m.title)}
      intro={intl.formatMessage(register ? m.introRegister : codeMode ? m.introCode : m.intro)}
    >
      {params.get("reset") === "1" && !result ? (
        <div className="mt-4">
          <FormMessage kind="success">
            <FormattedMessage {...m.passwordChanged} />
          </FormMessage>
        </div>
      ) : null}
      {params.get("invited") === "1" && !result ? (
        <div className="mt-4">
          <FormMessage kind="success">
            <FormattedMessage {...m.invited} />
          </FormMessage>
        </div>
      ) : null}
      {params.get("registered") === "1" && !result ? (
        <div className="mt-4">
          <FormMessage kind="success">
            <FormattedMessage
              {...m.registered}
              values={{
                email: params.get("email") || intl.formatMessage(m.registeredAddress),
              }}
            />
          </FormMessage>
        </div>
      ) : null}
      {params.get("expired") === "1" && !result ? (
        <div className="mt-4">
          <FormMessage kind="error">
            <FormattedMessage {...authErrors.stepExpired} />
          </FormMessage>
        </div>
      ) : null}
      {ssoError && !result ? (
        <div className="mt-4">
          <FormMessage kind="error">
            {ssoErrorText(intl, ssoError, params.get("error_description"), site.oidc.name)}
          </FormMessage>
        </div>
      ) : null}
      {codeStep && !formError && !errors.otp ? (
        <div className="mt-4">
          <FormMessage kind="success">
            <FormattedMessage
              {...m.codeSent}
              values={{ email: values.email, minutes: otpMinutes }}
            />
          </FormMessage>
        </div>
      ) : null}
      {formError ? (
        <div className="mt-4">
          <FormMessage kind="error">{formError}</FormMessage>
        </div>
      ) : null}
      {codeMode ? (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="intent" value={codeStep ? "code-sign-in" : "send-code"} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {codeStep ? (
            <>
              <input type="hidden" name="email" value={values.email ?? ""} />
              <Field
                label={intl.formatMessage(m.code)}
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={7}
                required
                error={errors.otp}
              />
            </>
          ) : (
            <Field
              label={intl.formatMessage(shared.email)}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values.email}
              error={errors.email}
            />
          )}
          <SubmitButton className="w-full" pending={pending}>
            <FormattedMessage {...(codeStep ? m.submit : m.sendCode)} />
          </SubmitButton>
        </Form>
      ) : (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="intent" value={register ? "sign-up" : "sign-in"} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {register ? (
            <>
              <Field
                label={intl.formatMessage(m.fullName)}
                name="name"
                autoComplete="name"
                required
                defaultValue={values.name}
                error={errors.name}
              />
              <Field
                label={intl.formatMessage(m.organization)}
                name="organization"
                autoComplete="organization"
                required
                defaultValue={values.organization}
                error={errors.organization}
              />
            </>
          ) : null}
          <Field
            label={intl.formatMessage(shared.email)}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.email ?? params.get("email") ?? undefined}
            error={errors.email}
          />
          <Field
            label={intl.formatMessage(shared.password)}
            name="password"
            type="password"
            autoComplete={register ? "new-password" : "current-password"}
            required
            error={errors.password}
            hint={register ? intl.formatMessage(authErrors.passwordRule) : undefined}
          />
          {register ? (
            <Field
              label={intl.formatMessage(shared.confirmPassword)}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword}
            />
          ) : null}
          <SubmitButton className="w-full" pending={pending}>
            <FormattedMessage {...(register ? m.createAccount : m.submit)} />
          </SubmitButton>
        </Form>
      )}
      {!register ? (
        <div className="mt-4 flex flex-col gap-2 text-sm">
          <Link to={to("/forgot-password")} className="text-brand-700 underline">
            <FormattedMessage {...m.forgotPassword} />
          </Link>
          {codeMode ? (
            <>
              {codeStep ? (
                <Link
                  to={withRedirect("/login?method=code")}
                  reloadDocument
                  className="text-brand-700 underline"
                >
                  <FormattedMessage {...m.newCode} />
                </Link>
              ) : null}
              <Link to={withRedirect("/login")} className="text-brand-700 underline">
                <FormattedMessage {...m.usePassword} />
              </Link>
            </>
          ) : (
            <Link to={withRedirect("/login?method=code")} className="text-brand-700 underline">
              <FormattedMessage {...m.useCode} />
            </Link>
          )}
        </div>
      ) : null}
      {site.oidc.enabled ? (
        <Form method="post" action="/login/sso" className="mt-6">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="locale" value={locale} />
          <button
            type="submit"
            className="w-full rounded-md border border-slate-400 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
          >
            <FormattedMessage {...m.continueWith} values={{ provider: site.oidc.name }} />
          </button>
        </Form>
      ) : null}
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        {register ? (
          <FormattedMessage
            {...m.haveAccount}
            values={{
              link: (chunks: ReactNode) => (
                <Link to={withRedirect("/login")} className={linkClass}>
                  {chunks}
                </Link>
              ),
            }}
          />
        ) : (
          <FormattedMessage
            {...m.newToProgramme}
            values={{
              link: (chunks: ReactNode) => (
                <Link to={withRedirect("/login?register=true")} className={linkClass}>
                  {chunks}
                </Link>
              ),
            }}
          />
        )}
      </p>
    </AuthCard>
  );
}
