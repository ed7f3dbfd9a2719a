import { useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { Field, SubmitButton } from "~/components/form";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { authErrors } from "../auth-messages";

/**
 * Choosing a password with an e-mailed link's token (password reset,
 * invitation): the token, the password with its rule and its confirmation.
 */
export function ChoosePasswordForm({
  path,
  token,
  password,
  confirmLabel,
  confirmError,
  submitLabel,
}: {
  /** "/reset-password" or "/accept-invitation" (in the page's language). */
  path: string;
  token: string;
  password: { label: string; name: string; error?: string };
  confirmLabel: string;
  confirmError?: string;
  submitLabel: string;
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const navigation = useNavigation();
  return (
    <Form
      method="post"
      action={`${to(path)}?token=${encodeURIComponent(token)}`}
      className="mt-6 space-y-4"
      noValidate
    >
      <input type="hidden" name="token" value={token} />
      <Field
        label={password.label}
        name={password.name}
        type="password"
        autoComplete="new-password"
        required
        hint={intl.formatMessage(authErrors.passwordRule)}
        error={password.error}
      />
      <Field
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={confirmError}
      />
      <SubmitButton className="w-full" pending={navigation.state !== "idle"}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
