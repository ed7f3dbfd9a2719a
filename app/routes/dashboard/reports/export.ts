import { data } from "react-router";
import { z } from "zod";
import { csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { requireAccess } from "~/modules/auth/index.server";
import {
  getProgrammeReport,
  parseReportFilter,
  reportCsv,
  reportCsvFileName,
  reportTableIds,
  reportTables,
} from "~/modules/reports/index.server";
import type { Route } from "./+types/export";

/** CSV of one report table with the page's filters (administrators: `generate reports`). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "reports.export");
  const params = new URL(request.url).searchParams;
  const table = z.enum(reportTableIds).safeParse(params.get("table"));
  if (!table.success) throw data({ message: "Unknown report table" }, { status: 400 });
  const { filter, errors } = parseReportFilter(params);
  if (errors) throw data({ message: errors.to ?? errors.from }, { status: 400 });
  return loadPage(
    async () => {
      const report = await getProgrammeReport(getDb(), session, filter);
      const chosen = reportTables(report)[table.data];
      return csvResponse(reportCsv(chosen), reportCsvFileName(chosen, filter), request);
    },
    { fallback: "Could not export the report. Please try again.", context: "report export" },
  );
}
