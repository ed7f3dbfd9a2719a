import { isAppError, messages } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { getSessionUser } from "~/modules/auth/session.server";
import {
  confirmTestPayment,
  confirmTestPaymentSchema,
} from "~/modules/payments/confirm-test-payment.server";
import { getTestModeProvider } from "~/modules/payments/get-payment-provider.server";
import type { Route } from "./+types/test-mode-confirm";
import { readFormData } from "~/lib/form-data.server";

function json(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return json({ error: "Not found" }, 404);
}

/**
 * Test mode only (404 with Stripe): the signed-in payer submits the test card
 * for an intent they own; the outcome comes back once the signed event has
 * been applied by the shared handler.
 */
export async function action({ request }: Route.ActionArgs) {
  const provider = getTestModeProvider();
  if (!provider) return json({ error: "Not found" }, 404);
  const session = await getSessionUser(request);
  if (!session) return json({ error: messages.notAuthenticated }, 401);
  const type = request.headers.get("content-type") ?? "";
  const body = type.includes("application/json")
    ? await request.json().catch(() => null)
    : Object.fromEntries(await readFormData(request));
  const parsed = confirmTestPaymentSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    }
    return json({ error: Object.values(fieldErrors)[0], fieldErrors }, 422);
  }
  try {
    const result = await confirmTestPayment(getDb(), session, parsed.data, provider);
    return json(result);
  } catch (error) {
    if (isAppError(error)) return json({ error: error.message }, error.status);
    throw error;
  }
}
