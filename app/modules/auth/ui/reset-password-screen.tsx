import { Link } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { FormMessage } from "~/components/form";
import type { FormFailure } from "~/lib/form-action.server";
import { PASSWORD_RULE_TEXT } from "../auth-schemas";
import { ChoosePasswordForm } from "./choose-password-form";

const invalidText = "This reset link is invalid or has expired. Request a new one.";

/** The /reset-password screen: choose a new password with the e-mailed link's token. */
export function ResetPasswordScreen({
  token,
  usable,
  result,
}: {
  token: string;
  usable: boolean;
  result: FormFailure | undefined;
}) {
  const errors = result?.fieldErrors ?? {};
  // A refusal without a field to show it at is about the link itself.
  const linkRefused = result !== undefined && Object.keys(errors).length === 0;
  const invalid = !usable || linkRefused || Boolean(errors.token);
  return (
    <AuthCard title="Choose a new password" intro={invalid ? undefined : PASSWORD_RULE_TEXT}>
      {invalid ? (
        <div className="mt-6 space-y-4">
          <FormMessage kind="error">{linkRefused ? result.message : invalidText}</FormMessage>
          <p>
            <Link to="/forgot-password" className="font-medium text-brand-700 underline">
              Request a new reset link
            </Link>
          </p>
        </div>
      ) : (
        <ChoosePasswordForm
          path="/reset-password"
          token={token}
          password={{
            label: "New password",
            name: "newPassword",
            error: errors.newPassword ?? errors.password,
          }}
          confirmLabel="Confirm new password"
          confirmError={errors.confirmPassword}
          submitLabel="Set new password"
        />
      )}
      <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <Link to="/login" className="font-medium text-brand-700 underline">
          Back to log in
        </Link>
      </p>
    </AuthCard>
  );
}
