import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/form";
import { addressConfirmationMessages, emailAddressPath } from "../address-confirmation";

/**
 * Shown where submitting or paying waits for a confirmed address (decision
 * 080): says why, and sends the link again (the e-mail address page answers).
 * Nothing for a confirmed address (`email` null).
 */
export function ConfirmAddressNotice({ email }: { email: string | null }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === emailAddressPath;
  if (!email) return null;
  return (
    <section
      aria-labelledby="confirm-address-h"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <h2 id="confirm-address-h" className="font-semibold">
        Confirm your e-mail address
      </h2>
      <p className="mt-1 text-sm">{addressConfirmationMessages.notice(email)}</p>
      <Form method="post" action={emailAddressPath} className="mt-2">
        <input type="hidden" name="intent" value="resend" />
        <SubmitButton pending={pending} pendingLabel="Sending…">
          Send the link again
        </SubmitButton>
      </Form>
    </section>
  );
}
