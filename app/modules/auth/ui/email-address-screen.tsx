import { FormattedMessage } from "react-intl";
import { FormMessage } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { addressMessages } from "../address-confirmation";
import { ConfirmAddressNotice } from "./confirm-address-notice";

/** The e-mail address page's title (its heading, and the page title: routes/dashboard/email-address.tsx). */
export const emailAddressTitleMessage = defineMessages({
  title: { id: "settings.email.title", defaultMessage: "Your e-mail address" },
}).title;

export type EmailAddressPage = { email: string; confirmed: boolean; linkInvalid: boolean };
export type EmailAddressResult = { ok: boolean; message: string };

/** The e-mail address page (decision 080): confirmed, or why not and "send the link again". */
export function EmailAddressScreen({
  page,
  result,
}: {
  page: EmailAddressPage;
  result?: EmailAddressResult;
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        <FormattedMessage {...emailAddressTitleMessage} />
      </h1>
      {result ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      {page.confirmed ? (
        <FormMessage kind="success">
          <FormattedMessage {...addressMessages.confirmed} values={{ email: page.email }} />
        </FormMessage>
      ) : (
        <>
          {page.linkInvalid ? (
            <FormMessage kind="error">
              <FormattedMessage {...addressMessages.linkInvalid} />
            </FormMessage>
          ) : null}
          <ConfirmAddressNotice email={page.email} />
        </>
      )}
    </div>
  );
}
