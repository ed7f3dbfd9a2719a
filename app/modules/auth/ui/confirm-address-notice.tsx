import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { addressMessages, emailAddressPath } from "../address-confirmation";

const m = defineMessages({
  title: { id: "settings.email.noticeTitle", defaultMessage: "Confirm your e-mail address" },
  sending: { id: "settings.email.sending", defaultMessage: "Sending…" },
  sendAgain: { id: "settings.email.sendAgain", defaultMessage: "Send the link again" },
});

/**
 * Shown where submitting or paying waits for a confirmed address (decision
 * 080): says why, and sends the link again (the e-mail address page answers).
 * Nothing for a confirmed address (`email` null).
 */
export function ConfirmAddressNotice({ email }: { email: string | null }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === emailAddressPath;
  if (!email) return null;
  return (
    <section
      aria-labelledby="confirm-address-h"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <h2 id="confirm-address-h" className="font-semibold">
        <FormattedMessage {...m.title} />
      </h2>
      <p className="mt-1 text-sm">
        <FormattedMessage {...addressMessages.notice} values={{ email }} />
      </p>
      <Form method="post" action={emailAddressPath} className="mt-2">
        <input type="hidden" name="intent" value="resend" />
        <SubmitButton pending={pending} pendingLabel={intl.formatMessage(m.sending)}>
          <FormattedMessage {...m.sendAgain} />
        </SubmitButton>
      </Form>
    </section>
  );
}
