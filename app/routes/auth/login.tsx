import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import { isAppError } from "~/lib/app-error";
import { echoValues, parseForm, readFormData } from "~/lib/form-data.server";
import { siteName } from "~/lib/site-config";
import {
  codeSignInSchema,
  PASSWORD_RULE_TEXT,
  sendCodeSchema,
  signInSchema,
  signUpSchema,
} from "~/modules/auth/auth-schemas";
import { OTP_MINUTES } from "~/modules/auth/auth.server";
import { sendSignInCode } from "~/modules/auth/send-sign-in-code.server";
import { getSessionUser, safeRedirect } from "~/modules/auth/session.server";
import { signInWithCode } from "~/modules/auth/sign-in-with-code.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { signUp } from "~/modules/auth/sign-up.server";
import { useRootData } from "~/root";
import type { Route } from "./+types/login";

export function meta({ location }: Route.MetaArgs) {
  const register = new URLSearchParams(location.search).get("register") === "true";
  return [
    { title: `${register ? "Create your account" : "Log in"} | ${siteName}` },
    {
      name: "description",
      content: register
        ? "Create an account to apply for humane wildlife control accreditation."
        : "Log in to the Humane Accreditation Portal to manage your accreditation.",
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSessionUser(request);
  const url = new URL(request.url);
  if (session) throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
  return { otpMinutes: OTP_MINUTES };
}

type ActionResult = {
  intent: "sign-in" | "sign-up" | "send-code" | "code-sign-in";
  /** Code mode: the code was requested; show step 2 for `values.email`. */
  codeSent?: boolean;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

/** Messages for `?error=` codes that better-auth's OAuth callback sends back. */
function ssoErrorText(code: string, description: string | null, provider: string): string {
  if (code === "access_denied") return `Sign-in at ${provider} was cancelled or refused.`;
  if (code === "sso_unavailable") {
    return `${provider} is not reachable right now. Try again later or sign in another way.`;
  }
  const detail = description ? ` (${description})` : ` (${code.replace(/_/g, " ")})`;
  return `Single sign-on with ${provider} failed${detail}. Try again or sign in another way.`;
}

/** Step 1 and 2 of signing in with an e-mailed one-time code (`?method=code`). */
async function codeAction(request: Request, intent: "send-code" | "code-sign-in") {
  if (intent === "send-code") {
    const parsed = await parseForm(request, sendCodeSchema);
    const values = echoValues(parsed.values, ["email"]);
    if (!parsed.ok) {
      return data<ActionResult>({ intent, fieldErrors: parsed.errors, values }, { status: 422 });
    }
    try {
      await sendSignInCode(request, parsed.data);
    } catch (error) {
      if (!isAppError(error)) throw error;
      return data<ActionResult>(
        { intent, formError: error.message, fieldErrors: error.fieldErrors, values },
        { status: error.status },
      );
    }
    // The same answer whether or not the account exists.
    return data<ActionResult>({ intent, codeSent: true, values });
  }
  const parsed = await parseForm(request, codeSignInSchema);
  const values = echoValues(parsed.values, ["email"]);
  if (!parsed.ok) {
    return data<ActionResult>(
      { intent, codeSent: true, fieldErrors: parsed.errors, values },
      { status: 422 },
    );
  }
  try {
    const result = await signInWithCode(request, parsed.data);
    const target = safeRedirect(parsed.data.redirectTo);
    if (result.twoFactorRequired) {
      return redirect(`/login/two-factor?redirectTo=${encodeURIComponent(target)}`, {
        headers: result.headers,
      });
    }
    return redirect(target, { headers: result.headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const atField = Object.keys(error.fieldErrors).length > 0;
    return data<ActionResult>(
      {
        intent,
        codeSent: true,
        formError: atField ? undefined : error.message,
        fieldErrors: error.fieldErrors,
        values,
      },
      { status: error.status },
    );
  }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request.clone());
  const posted = form.get("intent");
  if (posted === "send-code" || posted === "code-sign-in") return codeAction(request, posted);
  const intent = posted === "sign-up" ? "sign-up" : "sign-in";
  if (intent === "sign-up") {
    const parsed = await parseForm(request, signUpSchema);
    const values = echoValues(parsed.values, ["name", "organization", "email"]);
    if (!parsed.ok) {
      return data<ActionResult>({ intent, fieldErrors: parsed.errors, values }, { status: 422 });
    }
    try {
      const { headers } = await signUp(request, parsed.data);
      return redirect(safeRedirect(parsed.data.redirectTo), { headers });
    } catch (error) {
      if (!isAppError(error)) throw error;
      return data<ActionResult>(
        { intent, formError: error.message, fieldErrors: error.fieldErrors, values },
        { status: error.status },
      );
    }
  }
  const parsed = await parseForm(request, signInSchema);
  const values = echoValues(parsed.values, ["email"]);
  if (!parsed.ok) {
    return data<ActionResult>({ intent, fieldErrors: parsed.errors, values }, { status: 422 });
  }
  try {
    const result = await signIn(request, parsed.data);
    const target = safeRedirect(parsed.data.redirectTo);
    if (result.twoFactorRequired) {
      return redirect(`/login/two-factor?redirectTo=${encodeURIComponent(target)}`, {
        headers: result.headers,
      });
    }
    return redirect(target, { headers: result.headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<ActionResult>(
      { intent, formError: error.message, values },
      { status: error.status },
    );
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { site } = useRootData();
  const navigation = useNavigation();
  const register = params.get("register") === "true";
  const codeMode = !register && params.get("method") === "code";
  const codeStep = codeMode && Boolean(actionData && (actionData as ActionResult).codeSent);
  const ssoError = params.get("error");
  const redirectTo = params.get("redirectTo") ?? "/dashboard";
  const pending = navigation.state !== "idle";
  const result = actionData as ActionResult | undefined;
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
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
        {codeStep && !result?.formError && !result?.fieldErrors?.otp ? (
          <div className="mt-4">
            <FormMessage kind="success">
              If an account exists for {values.email}, we&apos;ve e-mailed a 6-digit code. It
              expires in {loaderData.otpMinutes} minutes.
            </FormMessage>
          </div>
        ) : null}
        {result?.formError ? (
          <div className="mt-4">
            <FormMessage kind="error">{result.formError}</FormMessage>
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
              defaultValue={values.email}
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
