import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { requireUser } from "~/modules/auth/index.server";
import { generateCertificatePdf } from "~/modules/certificates/index.server";
import type { Route } from "./+types/pdf";

/** GET the certificate PDF (its owner or staff; anyone else 404). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return serveFile(async () => {
    const { filename, pdf } = await generateCertificatePdf(getDb(), session, params.id);
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
