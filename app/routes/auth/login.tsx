import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import { isAppError } from "~/lib/app-error";
import { echoValues, parseForm } from "~/lib/form-data.server";
import { siteName } from "~/lib/site-config";
import { PASSWORD_RULE_TEXT, signInSchema, signUpSchema } from "~/modules/auth/auth-schemas";
import { getSessionUser, safeRedirect } from "~/modules/auth/session.server";
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
  return null;
}

type ActionResult = {
  intent: "sign-in" | "sign-up";
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

export async function action({ request }: Route.ActionArgs) {
  const form = await request.clone().formData();
  const intent = form.get("intent") === "sign-up" ? "sign-up" : "sign-in";
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

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { site } = useRootData();
  const navigation = useNavigation();
  const register = params.get("register") === "true";
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
          {register ? "Create your account" : "Log in"}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {register
            ? "Start your accreditation application. It takes about two minutes."
            : "Welcome back. Sign in to manage your accreditation."}
        </p>
        {result?.formError ? (
          <div className="mt-4">
            <FormMessage kind="error">{result.formError}</FormMessage>
          </div>
        ) : null}
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
        {!register ? (
          <div className="mt-4 flex flex-col gap-2 text-sm">
            <Link to="/forgot-password" className="text-brand-700 underline">
              Forgot your password?
            </Link>
            <Link to={withRedirect("/login?method=code")} className="text-brand-700 underline">
              E-mail me a one-time sign-in code
            </Link>
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
