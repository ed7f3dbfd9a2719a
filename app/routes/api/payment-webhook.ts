import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { getProviderByName } from "~/modules/payments/get-payment-provider.server";
import { receivePaymentEvent } from "~/modules/payments/handle-payment-event.server";
import { InvalidSignatureError } from "~/modules/payments/payment-provider.server";
import type { Route } from "./+types/payment-webhook";

function json(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return json({ error: "Method not allowed" }, 405);
}

/**
 * Provider webhooks: `stripe` (Stripe-Signature) or `test` (our HMAC), only
 * for the active provider. The signature covers the raw body, so it is read
 * before anything else. A forged or missing signature → 400, nothing changes.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const rawBody = await request.text();
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405);
  const provider = getProviderByName(params.provider);
  if (!provider) return json({ error: "Not found" }, 404);
  try {
    const result = await receivePaymentEvent(getDb(), provider, rawBody, request.headers);
    return json({ received: true, outcome: result.outcome });
  } catch (error) {
    if (error instanceof InvalidSignatureError) {
      logger.warn({ provider: provider.name }, "payment webhook refused: bad signature");
      return json({ error: error.message }, 400);
    }
    // 5xx: the provider retries the delivery later.
    const message = isAppError(error) ? error.message : "Webhook handling failed";
    if (!isAppError(error)) logger.error({ err: error }, "payment webhook failed");
    return json({ error: message }, 500);
  }
}
