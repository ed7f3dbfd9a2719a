import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { requireUser } from "~/modules/auth/session.server";
import { generateCertificatePdf } from "~/modules/certificates/generate-certificate-pdf.server";
import type { Route } from "./+types/pdf";

/** GET the certificate PDF (its owner or staff; anyone else 404). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  try {
    const { filename, pdf } = await generateCertificatePdf(getDb(), session, params.id);
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
