import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { ConfirmAddressNotice } from "~/modules/auth";
import { requireUser } from "~/modules/auth/index.server";
import {
  PaymentPage,
  paymentMessages,
  paymentTypeMessages,
  paymentTypes,
  stripeOnPaymentPage,
} from "~/modules/payments";
import {
  getPaymentPage,
  payWithTestCard,
  payWithTestCardSchema,
} from "~/modules/payments/index.server";
import { defineMessages } from "~/lib/i18n/messages";
import type { Route } from "./+types/payment";

const pageTitle = defineMessages({
  payment: { id: "payments.page.pageTitle", defaultMessage: "Payment" },
});

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const label = intl.formatMessage(
    loaderData ? paymentTypeMessages[loaderData.paymentType] : pageTitle.payment,
  );
  return [{ title: `${label} | ${intl.formatMessage(siteNameMessage)}` }];
}

/**
 * The Stripe Payment Element loads Stripe.js and its frames here (CSP,
 * entry.server.tsx), only when card payments go through Stripe: in test mode
 * or with card payments off the page allows no third party.
 */
export const handle = { contentSecurity: stripeOnPaymentPage };

const querySchema = z.object({
  type: z.enum(paymentTypes).optional().catch(undefined),
  paymentId: z.string().optional(),
});

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return loadPage(
    async () => ({
      ...(await getPaymentPage(getDb(), session, params.id, query)),
      // Paying waits for a confirmed address (decision 080).
      unconfirmedEmail: session.user.emailVerified ? null : session.user.email,
    }),
    { fallback: paymentMessages.initializationFailed, context: "load payment page" },
  );
}

/** The test-mode form without JavaScript: the same two services as the API. */
export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  return handleForm(request, {
    context: "test-mode card payment",
    fallback: paymentMessages.initializationFailed,
    // The card's rules (the service's own) answer at the fields, 422, before it runs.
    invalidStatus: 422,
    intents: {
      "pay-test": formIntent(
        payWithTestCardSchema,
        async (card) => {
          const result = await payWithTestCard(getDb(), session, {
            ...card,
            applicationId: params.id,
          });
          return {
            state: result.status === "succeeded" ? ("success" as const) : ("error" as const),
            message: result.message,
            fieldErrors: {},
            paymentId: result.paymentId,
          };
        },
        // Never the card details.
        { echo: [] },
      ),
    },
  });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ConfirmAddressNotice email={loaderData.unconfirmedEmail} />
      <PaymentPage page={loaderData} result={actionData} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
