import { localeOfTag } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { requireUser } from "~/modules/auth/index.server";
import { generatePaymentReceipt } from "~/modules/payments/index.server";
import type { Route } from "./+types/receipt";

/**
 * GET the PDF receipt of a succeeded payment (applicant of the application or
 * staff): in the payer's language, or `?lang=en|fr|es` (issue 36).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const lang = new URL(request.url).searchParams.get("lang");
  const locale = lang ? (localeOfTag(lang) ?? undefined) : undefined;
  return serveFile(async () => {
    const { filename, pdf } = await generatePaymentReceipt(getDb(), session, params.id, {
      locale,
    });
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
