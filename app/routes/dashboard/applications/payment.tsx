import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { ConfirmAddressNotice } from "~/modules/auth";
import { requireUser } from "~/modules/auth/index.server";
import {
  PaymentPage,
  paymentMessages,
  paymentTypeLabels,
  paymentTypes,
  stripeOnPaymentPage,
} from "~/modules/payments";
import {
  getPaymentPage,
  payWithTestCard,
  payWithTestCardSchema,
} from "~/modules/payments/index.server";
import type { Route } from "./+types/payment";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const label = loaderData ? paymentTypeLabels[loaderData.paymentType] : "Payment";
  return [{ title: `${label} | ${siteName}` }];
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
