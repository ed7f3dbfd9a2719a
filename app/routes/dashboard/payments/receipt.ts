import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { requireUser } from "~/modules/auth/index.server";
import { generatePaymentReceipt } from "~/modules/payments/index.server";
import type { Route } from "./+types/receipt";

/** GET the PDF receipt of a succeeded payment (applicant of the application or staff). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return serveFile(async () => {
    const { filename, pdf } = await generatePaymentReceipt(getDb(), session, params.id);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Content-Length": String(pdf.length),
        "Cache-Control": "private, no-store",
      },
    });
  });
}
