import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { CheckboxField, Field, FormMessage, SubmitButton } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";

/** The second sign-in step (/login/two-factor): an authenticator code or a recovery code. */
export function TwoFactorScreen({
  redirectTo,
  result,
}: {
  redirectTo: string;
  result: FormFailure | undefined;
}) {
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
    return `/login/two-factor${qs ? `?${qs}` : ""}`;
  };
  return (
    <AuthCard
      title="Two-factor authentication"
      intro={
        backup
          ? "Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once."
          : "Enter the 6-digit code from your authenticator app."
      }
    >
      {formError ? (
        <div className="mt-4">
          <FormMessage kind="error">
            {formError}{" "}
            {restart ? (
              <Link
                to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`}
                className="font-medium underline"
              >
                Log in again
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
            label="Recovery code"
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
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            error={errors.code}
          />
        )}
        <CheckboxField label="Trust this device for 30 days" name="trustDevice" />
        <SubmitButton className="w-full" pending={navigation.state !== "idle"}>
          Verify
        </SubmitButton>
      </Form>
      <p className="mt-4 text-sm">
        {backup ? (
          <Link to={switchTo()} className="text-brand-700 underline">
            Use your authenticator app instead
          </Link>
        ) : (
          <Link to={switchTo("backup")} className="text-brand-700 underline">
            Use a recovery code instead
          </Link>
        )}
      </p>
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <Link to="/login" className="font-medium text-brand-700 underline">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
