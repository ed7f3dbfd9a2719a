import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";

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
  const navigation = useNavigation();
  const failure = result && "ok" in result ? result : undefined;
  const errors = failure?.fieldErrors ?? {};
  const formError = failure && Object.keys(errors).length === 0 ? failure.message : undefined;
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the e-mail address of your account and we'll send you a link to choose a new password."
    >
      {result && "sent" in result ? (
        <div className="mt-6 space-y-4">
          <FormMessage kind="success">
            If an account exists for that e-mail, we&apos;ve sent a link to choose a new password.
            It is valid for {minutes} minutes. Check your inbox and spam folder.
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
          {formError ? (
            <div className="mt-4">
              <FormMessage kind="error">{formError}</FormMessage>
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
              error={errors.email}
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
