import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { CALENDAR_CONTENT_TYPE, getAuditCalendar } from "~/modules/audits/index.server";
import { requireUser } from "~/modules/auth/index.server";
import type { Route } from "./+types/calendar";

/** GET the audit as an `.ics` file (decision 065): its examiner, its business and staff. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return serveFile(async () => {
    const locale = await requestLocale(request);
    const { filename, ics } = await getAuditCalendar(getDb(), session, params.id, locale);
    return new Response(ics, {
      headers: {
        "Content-Type": CALENDAR_CONTENT_TYPE,
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
}
