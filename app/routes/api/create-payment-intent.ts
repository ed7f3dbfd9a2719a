import { createPaymentIntentEndpoint, paymentJson } from "~/modules/payments/index.server";
import type { Route } from "./+types/create-payment-intent";

export function loader() {
  return paymentJson({ error: "Method not allowed" }, 405);
}

/** SPEC §7 create-payment-intent: { applicationId, paymentType } → { clientSecret, amount }. */
export function action({ request }: Route.ActionArgs) {
  return createPaymentIntentEndpoint(request);
}
