import { localeOfTag } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { generateAuditReportPdf } from "~/modules/audits/index.server";
import { requireUser } from "~/modules/auth/index.server";
import type { Route } from "./+types/report-pdf";

/**
 * GET the PDF of a completed audit's report (issue 37): staff, the audit's
 * examiner, the business on its own audit (anyone else, or an audit not
 * completed: 404). In the reader's language, or `?lang=en|fr|es`.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const lang = new URL(request.url).searchParams.get("lang");
  return serveFile(async () => {
    const locale = (lang ? localeOfTag(lang) : null) ?? (await requestLocale(request));
    const { filename, pdf } = await generateAuditReportPdf(getDb(), session, params.id, {
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
