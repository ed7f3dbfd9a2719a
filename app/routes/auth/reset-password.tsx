import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/form-data.server";
import { siteName } from "~/lib/site-config";
import { PASSWORD_RULE_TEXT, resetPasswordSchema } from "~/modules/auth/auth-schemas";
import { isResetTokenUsable } from "~/modules/auth/check-reset-token.server";
import { resetPassword } from "~/modules/auth/reset-password.server";
import type { Route } from "./+types/reset-password";

export function meta() {
  return [{ title: `Choose a new password | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = token ? await isResetTokenUsable(getDb(), token) : false;
  return { token, usable };
}

type ActionResult = {
  formError?: string;
  tokenInvalid?: boolean;
  fieldErrors?: Record<string, string>;
};

export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, resetPasswordSchema);
  if (!parsed.ok) {
    return data<ActionResult>(
      { fieldErrors: parsed.errors, tokenInvalid: Boolean(parsed.errors.token) },
      { status: 422 },
    );
  }
  try {
    await resetPassword({ token: parsed.data.token, newPassword: parsed.data.newPassword });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const fieldErrors = { ...error.fieldErrors };
    if (fieldErrors.password) {
      fieldErrors.newPassword = fieldErrors.password;
      delete fieldErrors.password;
    }
    return data<ActionResult>(
      {
        formError: Object.keys(fieldErrors).length ? undefined : error.message,
        tokenInvalid: Object.keys(fieldErrors).length === 0,
        fieldErrors,
      },
      { status: error.status },
    );
  }
  return redirect("/login?reset=1");
}

const invalidText = "This reset link is invalid or has expired. Request a new one.";

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData as ActionResult | undefined;
  const errors = result?.fieldErrors ?? {};
  const invalid = !loaderData.usable || result?.tokenInvalid;
  return (
    <AuthCard title="Choose a new password" intro={invalid ? undefined : PASSWORD_RULE_TEXT}>
      {invalid ? (
        <div className="mt-6 space-y-4">
          <FormMessage kind="error">{result?.formError ?? invalidText}</FormMessage>
          <p>
            <Link to="/forgot-password" className="font-medium text-brand-700 underline">
              Request a new reset link
            </Link>
          </p>
        </div>
      ) : (
        <Form
          method="post"
          action={`/reset-password?token=${encodeURIComponent(loaderData.token)}`}
          className="mt-6 space-y-4"
          noValidate
        >
          <input type="hidden" name="token" value={loaderData.token} />
          <Field
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_RULE_TEXT}
            error={errors.newPassword}
          />
          <Field
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          <SubmitButton className="w-full" pending={navigation.state !== "idle"}>
            Set new password
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <Link to="/login" className="font-medium text-brand-700 underline">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
