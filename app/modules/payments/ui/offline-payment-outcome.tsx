import { Link } from "react-router";
import { FormMessage } from "~/components/form";

/**
 * /dashboard/payments/offline without JavaScript: the form lives on the
 * application page; this page shows why a post was refused.
 */
export function OfflinePaymentOutcome({
  result,
}: {
  result?: { ok: false; message: string; values: Record<string, string> };
}) {
  const applicationId = result?.values.applicationId ?? "";
  const uuid = /^[0-9a-f-]{36}$/i.test(applicationId);
  return (
    <section className="mx-auto max-w-xl space-y-4 p-2">
      <h1 className="text-2xl font-bold text-slate-900">Record offline payment</h1>
      {result && !result.ok ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : (
        <p className="text-slate-700">
          Offline payments (cheques and bank transfers) are recorded from the application&apos;s
          page, in its Payments section.
        </p>
      )}
      <p>
        <Link
          to={uuid ? `/dashboard/applications/${applicationId}` : "/dashboard/applications"}
          className="font-medium text-brand-800 underline"
        >
          Back to the application
        </Link>
      </p>
    </section>
  );
}
