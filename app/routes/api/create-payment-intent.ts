import { AppError, isAppError, messages } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { getSessionUser } from "~/modules/auth/session.server";
import {
  createPaymentIntent,
  createPaymentIntentSchema,
} from "~/modules/payments/create-payment-intent.server";
import { paymentMessages } from "~/modules/payments/payment-messages";
import type { Route } from "./+types/create-payment-intent";
import { readFormData } from "~/lib/form-data.server";

function json(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return request.json().catch(() => null);
  return Object.fromEntries(await readFormData(request));
}

export function loader() {
  return json({ error: "Method not allowed" }, 405);
}

/** SPEC §7 create-payment-intent: { applicationId, paymentType } → { clientSecret, amount }. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405);
  const session = await getSessionUser(request);
  if (!session) return json({ error: messages.notAuthenticated }, 401);
  const parsed = createPaymentIntentSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    return json({ error: parsed.error.issues[0]?.message ?? "Invalid request" }, 400);
  }
  try {
    const intent = await createPaymentIntent(getDb(), session, parsed.data);
    return json({
      clientSecret: intent.clientSecret,
      amount: intent.amount,
      paymentId: intent.paymentId,
      paymentIntentId: intent.paymentIntentId,
    });
  } catch (error) {
    if (isAppError(error)) return json({ error: error.message }, error.status);
    logger.error({ err: error }, "create-payment-intent failed");
    const failed = new AppError("failed", paymentMessages.initializationFailed);
    return json({ error: failed.message }, failed.status);
  }
}
