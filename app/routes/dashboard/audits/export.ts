import { refuseIgnoredListFilters } from "~/lib/list-query.server";
import { csvFileName, csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import {
  auditsExportFailed,
  exportAudits,
  parseAuditListQuery,
} from "~/modules/audits/index.server";
import { requireAccess } from "~/modules/auth/index.server";
import type { Route } from "./+types/export";

/** CSV of the audits list with its filters and sort (an examiner: their own audits). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "audit.list");
  const params = new URL(request.url).searchParams;
  const filter = parseAuditListQuery(params);
  refuseIgnoredListFilters(params, filter);
  const locale = await requestLocale(request);
  const csv = await loadPage(() => exportAudits(getDb(), session, filter, locale), {
    fallback: auditsExportFailed.defaultMessage,
    context: "export audits",
  });
  return csvResponse(csv, csvFileName("audits"), request);
}
