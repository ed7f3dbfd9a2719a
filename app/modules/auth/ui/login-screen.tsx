import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";
import { useRootData } from "~/lib/root-data";
import { siteName } from "~/lib/site-config";
import { PASSWORD_RULE_TEXT } from "../auth-schemas";

/** What the sign-in action answers: a refusal, or "code sent" (step 2 of code sign-in). */
export type LoginActionData =
  FormFailure | { intent: "send-code"; codeSent: true; values: { email: string } };

/** Messages for `?error=` codes that better-auth's OAuth callback sends back. */
function ssoErrorText(code: string, description: string | null, provider: string): string {
  if (code === "access_denied") return `Sign-in at ${provider} was cancelled or refused.`;
  if (code === "sso_unavailable") {
    return `${provider} is not reachable right now. Try again later or sign in another way.`;
  }
  const detail = description ? ` (${description})` : ` (${code.replace(/_/g, " ")})`;
  return `Single sign-on with ${provider} failed${detail}. Try again or sign in another way.`;
}

/** The /login screen: sign in (password or e-mailed code) and create an account. */
export function LoginScreen({
  otpMinutes,
  result,
}: {
  otpMinutes: number;
  result: LoginActionData | undefined;
}) {
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
  const withRedirect = (path: string) =>
    redirectTo !== "/dashboard"
      ? `${path}${path.includes("?") ? "&" : "?"}redirectTo=${encodeURIComponent(redirectTo)}`
      : path;

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-brand-50 px-4 py-10">
      <Link to="/" className="mb-6 flex items-center gap-2 font-semibold text-brand-800">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        {siteName}
      </Link>
      <main id="main" className="w-full max-w-md rounded-lg bg-white p-8 shadow">
        <h1 className="text-2xl font-bold text-slate-900">
          {register ? "Create your account" : codeMode ? "Log in with a one-time code" : "Log in"}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {register
            ? "Start your accreditation application. It takes about two minutes."
            : codeMode
              ? "We'll e-mail you a 6-digit code. No password needed."
              : "Welcome back. Sign in to manage your accreditation."}
        </p>
        {params.get("reset") === "1" && !result ? (
          <div className="mt-4">
            <FormMessage kind="success">
              Your password has been changed. Log in with your new password.
            </FormMessage>
          </div>
        ) : null}
        {params.get("invited") === "1" && !result ? (
          <div className="mt-4">
            <FormMessage kind="success">
              Your password is set and your account is active. Log in with your e-mail and new
              password.
            </FormMessage>
          </div>
        ) : null}
        {params.get("registered") === "1" && !result ? (
          <div className="mt-4">
            <FormMessage kind="success">
              Check your e-mail: we have sent a message about this registration to{" "}
              {params.get("email") || "the address you gave"}. If your account is new, log in below
              with your e-mail and the password you chose.
            </FormMessage>
          </div>
        ) : null}
        {params.get("expired") === "1" && !result ? (
          <div className="mt-4">
            <FormMessage kind="error">Your sign-in step expired. Please sign in again.</FormMessage>
          </div>
        ) : null}
        {ssoError && !result ? (
          <div className="mt-4">
            <FormMessage kind="error">
              {ssoErrorText(ssoError, params.get("error_description"), site.oidc.name)}
            </FormMessage>
          </div>
        ) : null}
        {codeStep && !formError && !errors.otp ? (
          <div className="mt-4">
            <FormMessage kind="success">
              If an account exists for {values.email}, we&apos;ve e-mailed a 6-digit code. It
              expires in {otpMinutes} minutes.
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
                  label="6-digit code"
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
                label="E-mail"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={values.email}
                error={errors.email}
              />
            )}
            <SubmitButton className="w-full" pending={pending}>
              {codeStep ? "Log in" : "E-mail me a code"}
            </SubmitButton>
          </Form>
        ) : (
          <Form method="post" className="mt-6 space-y-4" noValidate>
            <input type="hidden" name="intent" value={register ? "sign-up" : "sign-in"} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {register ? (
              <>
                <Field
                  label="Full name"
                  name="name"
                  autoComplete="name"
                  required
                  defaultValue={values.name}
                  error={errors.name}
                />
                <Field
                  label="Organization"
                  name="organization"
                  autoComplete="organization"
                  required
                  defaultValue={values.organization}
                  error={errors.organization}
                />
              </>
            ) : null}
            <Field
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values.email ?? params.get("email") ?? undefined}
              error={errors.email}
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete={register ? "new-password" : "current-password"}
              required
              error={errors.password}
              hint={register ? PASSWORD_RULE_TEXT : undefined}
            />
            {register ? (
              <Field
                label="Confirm password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                error={errors.confirmPassword}
              />
            ) : null}
            <SubmitButton className="w-full" pending={pending}>
              {register ? "Create account" : "Log in"}
            </SubmitButton>
          </Form>
        )}
        {!register ? (
          <div className="mt-4 flex flex-col gap-2 text-sm">
            <Link to="/forgot-password" className="text-brand-700 underline">
              Forgot your password?
            </Link>
            {codeMode ? (
              <>
                {codeStep ? (
                  <Link
                    to={withRedirect("/login?method=code")}
                    reloadDocument
                    className="text-brand-700 underline"
                  >
                    Send a new code
                  </Link>
                ) : null}
                <Link to={withRedirect("/login")} className="text-brand-700 underline">
                  Log in with your password instead
                </Link>
              </>
            ) : (
              <Link to={withRedirect("/login?method=code")} className="text-brand-700 underline">
                E-mail me a one-time sign-in code
              </Link>
            )}
          </div>
        ) : null}
        {site.oidc.enabled ? (
          <Form method="post" action="/login/sso" className="mt-6">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button
              type="submit"
              className="w-full rounded-md border border-slate-400 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
            >
              Continue with {site.oidc.name}
            </button>
          </Form>
        ) : null}
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
          {register ? (
            <>
              Already have an account?{" "}
              <Link to={withRedirect("/login")} className="font-medium text-brand-700 underline">
                Log in
              </Link>
            </>
          ) : (
            <>
              New to the programme?{" "}
              <Link
                to={withRedirect("/login?register=true")}
                className="font-medium text-brand-700 underline"
              >
                Create an account
              </Link>
            </>
          )}
        </p>
      </main>
    </div>
  );
}
