import { refuseIgnoredListFilters } from "~/lib/list-query.server";
import { csvFileName, csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { requireAccess } from "~/modules/auth/index.server";
import {
  exportOutboxEmails,
  mailLogExportFailed,
  parseOutboxListQuery,
} from "~/modules/mail/index.server";
import type { Route } from "./+types/mail-log-export";

/** CSV of the mail log with its filters and sort (administrators). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "mailLog.view");
  const params = new URL(request.url).searchParams;
  const filter = parseOutboxListQuery(params);
  refuseIgnoredListFilters(params, filter);
  const locale = await requestLocale(request);
  return loadPage(
    async () =>
      csvResponse(
        await exportOutboxEmails(getDb(), session, filter, locale),
        csvFileName("mail-log"),
        request,
      ),
    { fallback: mailLogExportFailed.defaultMessage, context: "export mail log" },
  );
}
