import { confirmTestPaymentEndpoint, paymentJson } from "~/modules/payments/index.server";
import type { Route } from "./+types/test-mode-confirm";

export function loader() {
  return paymentJson({ error: "Not found" }, 404);
}

/** Test mode only: the test card form of the payment page posts here. */
export function action({ request }: Route.ActionArgs) {
  return confirmTestPaymentEndpoint(request);
}
