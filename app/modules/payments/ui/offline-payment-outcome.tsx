import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { FormMessage } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { usePaymentText } from "./payment-text";

/** The page's texts (its title is the route's too). */
export const offlinePaymentMessages = defineMessages({
  title: { id: "payments.offline.pageTitle", defaultMessage: "Record offline payment" },
  intro: {
    id: "payments.offline.outcomeIntro",
    defaultMessage:
      "Offline payments (cheques and bank transfers) are recorded from the application's page, in its Payments section.",
  },
  back: { id: "payments.offline.back", defaultMessage: "Back to the application" },
});

const m = offlinePaymentMessages;

/**
 * /dashboard/payments/offline without JavaScript: the form lives on the
 * application page; this page shows why a post was refused.
 */
export function OfflinePaymentOutcome({
  result,
}: {
  result?: { ok: false; message: string; values: Record<string, string> };
}) {
  const text = usePaymentText();
  const applicationId = result?.values.applicationId ?? "";
  const uuid = /^[0-9a-f-]{36}$/i.test(applicationId);
  return (
    <section className="mx-auto max-w-xl space-y-4 p-2">
      <h1 className="text-2xl font-bold text-slate-900">
        <FormattedMessage {...m.title} />
      </h1>
      {result && !result.ok ? (
        <FormMessage kind="error">{text(result.message)}</FormMessage>
      ) : (
        <p className="text-slate-700">
          <FormattedMessage {...m.intro} />
        </p>
      )}
      <p>
        <Link
          to={uuid ? `/dashboard/applications/${applicationId}` : "/dashboard/applications"}
          className="font-medium text-brand-800 underline"
        >
          <FormattedMessage {...m.back} />
        </Link>
      </p>
    </section>
  );
}
