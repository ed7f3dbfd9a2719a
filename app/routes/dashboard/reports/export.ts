import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/lib/db.server";
import { throwLoaderError } from "~/lib/route-errors.server";
import { requireAccess } from "~/modules/auth/session.server";
import { getProgrammeReport } from "~/modules/reports/get-programme-report.server";
import { reportCsv, reportCsvFileName } from "~/modules/reports/report-csv";
import { parseReportFilter } from "~/modules/reports/report-filter";
import { reportTableIds, reportTables } from "~/modules/reports/report-tables";
import type { Route } from "./+types/export";

/** CSV of one report table with the page's filters (administrators: `generate reports`). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "reports.export");
  const params = new URL(request.url).searchParams;
  const table = z.enum(reportTableIds).safeParse(params.get("table"));
  if (!table.success) throw data({ message: "Unknown report table" }, { status: 400 });
  const { filter } = parseReportFilter(params);
  try {
    const report = await getProgrammeReport(getDb(), session, filter);
    const chosen = reportTables(report)[table.data];
    return new Response(reportCsv(chosen), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${reportCsvFileName(chosen, filter)}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    throwLoaderError(error, "Could not export the report. Please try again.", "report export");
  }
}
