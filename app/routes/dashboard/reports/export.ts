import { data } from "react-router";
import { z } from "zod";
import { csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { requireAccess } from "~/modules/auth/index.server";
import {
  getProgrammeReport,
  parseReportFilter,
  reportCsv,
  reportCsvFileName,
  reportTableIds,
  reportsPageMessages,
  reportTables,
} from "~/modules/reports/index.server";
import type { Route } from "./+types/export";

/** CSV of one report table with the page's filters (administrators: `generate reports`). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "reports.export");
  const params = new URL(request.url).searchParams;
  // Headers and labels in the requester's language (issue 36); figures as numbers.
  const intl = intlFor(await requestLocale(request));
  const table = z.enum(reportTableIds).safeParse(params.get("table"));
  if (!table.success) {
    throw data({ message: intl.formatMessage(reportsPageMessages.unknownTable) }, { status: 400 });
  }
  const { filter, errors } = parseReportFilter(params);
  if (errors) throw data({ message: errors.to ?? errors.from }, { status: 400 });
  return loadPage(
    async () => {
      const report = await getProgrammeReport(getDb(), session, filter);
      const chosen = reportTables(report, (message, values) => intl.formatMessage(message, values))[
        table.data
      ];
      return csvResponse(reportCsv(chosen), reportCsvFileName(chosen, filter), request);
    },
    { fallback: reportsPageMessages.exportFailed.defaultMessage, context: "report export" },
  );
}
