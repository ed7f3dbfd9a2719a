import { FormMessage } from "~/components/form";
import { addressConfirmationMessages } from "../address-confirmation";
import { ConfirmAddressNotice } from "./confirm-address-notice";

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
      <h1 className="text-2xl font-bold text-slate-900">Your e-mail address</h1>
      {result ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      {page.confirmed ? (
        <FormMessage kind="success">
          {addressConfirmationMessages.confirmed(page.email)}
        </FormMessage>
      ) : (
        <>
          {page.linkInvalid ? (
            <FormMessage kind="error">{addressConfirmationMessages.linkInvalid}</FormMessage>
          ) : null}
          <ConfirmAddressNotice email={page.email} />
        </>
      )}
    </div>
  );
}
