import { refuseIgnoredListFilters } from "~/lib/list-query.server";
import { csvFileName, csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import {
  applicationsExportFailed,
  exportApplications,
  parseApplicationListQuery,
} from "~/modules/applications/index.server";
import { requireAccess } from "~/modules/auth/index.server";
import type { Route } from "./+types/export";

/** CSV of the applications list with its filters and sort, scoped like the list. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "application.list");
  const params = new URL(request.url).searchParams;
  const query = parseApplicationListQuery(params);
  refuseIgnoredListFilters(params, query);
  const locale = await requestLocale(request);
  const csv = await loadPage(() => exportApplications(getDb(), session, query, locale), {
    fallback: applicationsExportFailed.defaultMessage,
    context: "export applications",
  });
  return csvResponse(csv, csvFileName("applications"), request);
}
