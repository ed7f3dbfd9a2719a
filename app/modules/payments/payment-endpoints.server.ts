/**
 * The payments module's JSON endpoints (SPEC §7 create-payment-intent, the
 * provider webhooks and the test-mode card form): each reads its body, checks
 * it with its Zod schema, calls one service and answers `{ error }` with the
 * error's status. The route modules only hand the request over.
 */
import { AppError, isAppError, messages } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { readFormData } from "~/lib/form-data.server";
import { logger } from "~/lib/logger.server";
import { getSessionUser } from "~/modules/auth/index.server";
import { confirmTestPayment, confirmTestPaymentSchema } from "./confirm-test-payment.server";
import { createPaymentIntent, createPaymentIntentSchema } from "./create-payment-intent.server";
import { getProviderByName, getTestModeProvider } from "./get-payment-provider.server";
import { receivePaymentEvent } from "./handle-payment-event.server";
import { paymentMessages } from "./payment-messages";
import { InvalidSignatureError } from "./payment-provider.server";
import { databaseUnavailableReason } from "~/lib/database-unavailable.server";

/** A JSON answer that no cache keeps. */
export function paymentJson(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** A JSON body, or the fields of a form (null when the JSON is malformed). */
async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return request.json().catch(() => null);
  return Object.fromEntries(await readFormData(request));
}

/** POST { applicationId, paymentType } → { clientSecret, amount, paymentId, paymentIntentId }. */
export async function createPaymentIntentEndpoint(request: Request) {
  if (request.method !== "POST") return paymentJson({ error: "Method not allowed" }, 405);
  const session = await getSessionUser(request);
  if (!session) return paymentJson({ error: messages.notAuthenticated }, 401);
  const parsed = createPaymentIntentSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    return paymentJson({ error: parsed.error.issues[0]?.message ?? "Invalid request" }, 400);
  }
  try {
    const intent = await createPaymentIntent(getDb(), session, parsed.data);
    return paymentJson({
      clientSecret: intent.clientSecret,
      amount: intent.amount,
      paymentId: intent.paymentId,
      paymentIntentId: intent.paymentIntentId,
    });
  } catch (error) {
    if (isAppError(error)) return paymentJson({ error: error.message }, error.status);
    // The database out of reach: 503 with Retry-After (app/lib/database-unavailable.server.ts).
    if (databaseUnavailableReason(error)) throw error;
    logger.error({ err: error }, "create-payment-intent failed");
    const failed = new AppError("failed", paymentMessages.initializationFailed);
    return paymentJson({ error: failed.message }, failed.status);
  }
}

/**
 * A provider's webhook: `stripe` (Stripe-Signature) or `test` (our HMAC),
 * only for the active provider. The signature covers the raw body, so it is
 * read before anything else. A forged or missing signature → 400, nothing
 * changes; any other failure → 500, so the provider delivers it again later.
 */
export async function paymentWebhookEndpoint(request: Request, providerName: string) {
  const rawBody = await request.text();
  if (request.method !== "POST") return paymentJson({ error: "Method not allowed" }, 405);
  const provider = getProviderByName(providerName);
  if (!provider) return paymentJson({ error: "Not found" }, 404);
  try {
    const result = await receivePaymentEvent(getDb(), provider, rawBody, request.headers);
    return paymentJson({ received: true, outcome: result.outcome });
  } catch (error) {
    if (error instanceof InvalidSignatureError) {
      logger.warn({ provider: provider.name }, "payment webhook refused: bad signature");
      return paymentJson({ error: error.message }, 400);
    }
    // The provider delivers it again after a 503 too.
    if (databaseUnavailableReason(error)) throw error;
    const message = isAppError(error) ? error.message : "Webhook handling failed";
    if (!isAppError(error)) logger.error({ err: error }, "payment webhook failed");
    return paymentJson({ error: message }, 500);
  }
}

/**
 * Test mode only (404 with Stripe): the signed-in payer submits the test card
 * for an intent they own; the outcome comes back once the signed event has
 * been applied by the shared handler.
 */
export async function confirmTestPaymentEndpoint(request: Request) {
  const provider = getTestModeProvider();
  if (!provider) return paymentJson({ error: "Not found" }, 404);
  const session = await getSessionUser(request);
  if (!session) return paymentJson({ error: messages.notAuthenticated }, 401);
  const parsed = confirmTestPaymentSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    }
    return paymentJson({ error: Object.values(fieldErrors)[0], fieldErrors }, 422);
  }
  try {
    return paymentJson(await confirmTestPayment(getDb(), session, parsed.data, provider));
  } catch (error) {
    if (isAppError(error)) return paymentJson({ error: error.message }, error.status);
    throw error;
  }
}
