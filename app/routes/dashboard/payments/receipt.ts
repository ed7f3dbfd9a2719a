import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { requireUser } from "~/modules/auth/session.server";
import { generatePaymentReceipt } from "~/modules/payments/generate-payment-receipt.server";
import type { Route } from "./+types/receipt";

/** GET the PDF receipt of a succeeded payment (applicant of the application or staff). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  try {
    const { filename, pdf } = await generatePaymentReceipt(getDb(), session, params.id);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Content-Length": String(pdf.length),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (isAppError(error)) {
      return new Response(error.message, {
        status: error.status,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    throw error;
  }
}
