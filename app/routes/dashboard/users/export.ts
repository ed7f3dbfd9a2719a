import { refuseIgnoredListFilters } from "~/lib/list-query.server";
import { csvFileName, csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { requireAccess } from "~/modules/auth/index.server";
import { exportUsers, parseUserListQuery, usersExportFailed } from "~/modules/users/index.server";
import type { Route } from "./+types/export";

/** CSV of the users list with its filters and sort (committee and administrators). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "users.view");
  const params = new URL(request.url).searchParams;
  const filter = parseUserListQuery(params);
  refuseIgnoredListFilters(params, filter);
  const locale = await requestLocale(request);
  return loadPage(
    async () =>
      csvResponse(
        await exportUsers(getDb(), session, filter, locale),
        csvFileName("users"),
        request,
      ),
    { fallback: usersExportFailed.defaultMessage, context: "export users" },
  );
}
