import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/index.server";
import { OfflinePaymentOutcome, offlinePaymentMessages } from "~/modules/payments";
import {
  OFFLINE_RECORDED_PARAM,
  paymentMessages,
  recordOfflinePayment,
  recordOfflinePaymentSchema,
} from "~/modules/payments/index.server";
import type { Route } from "./+types/record-offline";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(offlinePaymentMessages.title)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
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
  return handleForm(request, {
    context: "record offline payment",
    fallback: paymentMessages.updateFailed,
    defaultIntent: "record",
    // The service's own rules, at the fields (422) before it runs; a missing reference is the
    // form's message, as the service words it.
    invalidStatus: 422,
    failure: (f) => ({ message: f.fieldErrors.reference ?? f.message }),
    intents: {
      record: formIntent(
        recordOfflinePaymentSchema,
        async (input) => {
          await recordOfflinePayment(getDb(), session, input);
          return redirect(
            `/dashboard/applications/${input.applicationId.trim()}?${OFFLINE_RECORDED_PARAM}=1`,
          );
        },
        { echo: ["applicationId"] },
      ),
    },
  });
}

export default function RecordOfflinePayment({ actionData }: Route.ComponentProps) {
  return <OfflinePaymentOutcome result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
