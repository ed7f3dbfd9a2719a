import { data, Link, redirect } from "react-router";
import { FormMessage } from "~/components/form";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/form-data.server";
import { siteName } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/session.server";
import {
  recordOfflinePayment,
  recordOfflinePaymentSchema,
} from "~/modules/payments/record-offline-payment.server";
import { OFFLINE_RECORDED_PARAM } from "~/modules/payments/ui/payments-panel";
import type { Route } from "./+types/record-offline";

export function meta() {
  return [{ title: `Record offline payment | ${siteName}` }];
}

/**
 * The form lives on the application page; this page only shows the outcome of
 * a post made without JavaScript (a redirecting loader would hide a refusal).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

/**
 * Staff record a cheque or bank transfer (the PaymentsPanel form posts here).
 * Success returns to the application page; a refusal is shown at the form
 * (with JavaScript) or on this page (without).
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  const parsed = await parseForm(request, recordOfflinePaymentSchema);
  const applicationId = parsed.values.applicationId ?? "";
  if (!parsed.ok) {
    const error = parsed.errors.reference ?? Object.values(parsed.errors)[0] ?? "Invalid request";
    return data(
      { ok: false as const, error, fieldErrors: parsed.errors, applicationId },
      { status: 422 },
    );
  }
  try {
    await recordOfflinePayment(getDb(), session, parsed.data);
  } catch (error) {
    if (isAppError(error)) {
      return data(
        { ok: false as const, error: error.message, fieldErrors: error.fieldErrors, applicationId },
        { status: error.status },
      );
    }
    throw error;
  }
  return redirect(
    `/dashboard/applications/${parsed.data.applicationId}?${OFFLINE_RECORDED_PARAM}=1`,
  );
}

export default function RecordOfflinePayment({ actionData }: Route.ComponentProps) {
  const uuid = /^[0-9a-f-]{36}$/i.test(actionData?.applicationId ?? "");
  return (
    <section className="mx-auto max-w-xl space-y-4 p-2">
      <h1 className="text-2xl font-bold text-slate-900">Record offline payment</h1>
      {actionData && !actionData.ok ? (
        <FormMessage kind="error">{actionData.error}</FormMessage>
      ) : (
        <p className="text-slate-700">
          Offline payments (cheques and bank transfers) are recorded from the application&apos;s
          page, in its Payments section.
        </p>
      )}
      <p>
        <Link
          to={
            uuid
              ? `/dashboard/applications/${actionData?.applicationId}`
              : "/dashboard/applications"
          }
          className="font-medium text-brand-800 underline"
        >
          Back to the application
        </Link>
      </p>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
