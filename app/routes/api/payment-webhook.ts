import { paymentJson, paymentWebhookEndpoint } from "~/modules/payments/index.server";
import type { Route } from "./+types/payment-webhook";

export function loader() {
  return paymentJson({ error: "Method not allowed" }, 405);
}

/** Provider webhooks (`stripe` or `test`): signed events that move payments on. */
export function action({ request, params }: Route.ActionArgs) {
  return paymentWebhookEndpoint(request, params.provider);
}
