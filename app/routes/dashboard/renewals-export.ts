import { refuseIgnoredListFilters } from "~/lib/list-query.server";
import { csvFileName, csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { requireAccess } from "~/modules/auth/index.server";
import {
  exportRenewals,
  parseRenewalListQuery,
  renewalsExportFailed,
} from "~/modules/renewals/index.server";
import type { Route } from "./+types/renewals-export";

/** CSV of the renewals list with its filters and sort (a business: its own renewals). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "renewal.list");
  const params = new URL(request.url).searchParams;
  const query = parseRenewalListQuery(params);
  refuseIgnoredListFilters(params, query);
  const locale = await requestLocale(request);
  return loadPage(
    async () =>
      csvResponse(
        await exportRenewals(getDb(), session, query, locale),
        csvFileName("renewals"),
        request,
      ),
    { fallback: renewalsExportFailed.defaultMessage, context: "export renewals" },
  );
}
