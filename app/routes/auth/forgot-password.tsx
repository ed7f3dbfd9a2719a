import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import { isAppError } from "~/lib/app-error";
import { echoValues, parseForm } from "~/lib/form-data.server";
import { siteName } from "~/lib/site-config";
import { RESET_LINK_MINUTES } from "~/modules/auth/auth.server";
import { forgotPasswordSchema } from "~/modules/auth/auth-schemas";
import { requestPasswordReset } from "~/modules/auth/request-password-reset.server";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [
    { title: `Reset your password | ${siteName}` },
    { name: "description", content: "Request a link to choose a new password." },
  ];
}

export async function loader() {
  return { minutes: RESET_LINK_MINUTES };
}

type ActionResult = {
  sent?: boolean;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, forgotPasswordSchema);
  const values = echoValues(parsed.values, ["email"]);
  if (!parsed.ok) {
    return data<ActionResult>({ fieldErrors: parsed.errors, values }, { status: 422 });
  }
  try {
    await requestPasswordReset(request, parsed.data);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<ActionResult>({ formError: error.message, values }, { status: error.status });
  }
  // The same answer whether or not the account exists.
  return data<ActionResult>({ sent: true, values });
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as ActionResult | undefined;
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the e-mail address of your account and we'll send you a link to choose a new password."
    >
      {result?.sent ? (
        <div className="mt-6 space-y-4">
          <FormMessage kind="success">
            If an account exists for that e-mail, we&apos;ve sent a link to choose a new password.
            It is valid for {loaderData.minutes} minutes. Check your inbox and spam folder.
          </FormMessage>
          <p className="text-sm text-slate-700">
            No e-mail after a few minutes?{" "}
            <Link to="/forgot-password" className="font-medium text-brand-700 underline">
              Try again
            </Link>
            .
          </p>
        </div>
      ) : (
        <>
          {result?.formError ? (
            <div className="mt-4">
              <FormMessage kind="error">{result.formError}</FormMessage>
            </div>
          ) : null}
          <Form method="post" className="mt-6 space-y-4" noValidate>
            <Field
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.values?.email}
              error={result?.fieldErrors?.email}
            />
            <SubmitButton className="w-full" pending={navigation.state !== "idle"}>
              Send reset link
            </SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        Remembered it?{" "}
        <Link to="/login" className="font-medium text-brand-700 underline">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
