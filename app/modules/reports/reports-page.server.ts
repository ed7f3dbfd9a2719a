import type { Database } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import { can } from "~/modules/permissions";
import { getProgrammeReport, listReportRegions } from "./get-programme-report.server";
import { parseReportFilter } from "./report-filter";

/** The reports page: the report for the filter in the URL, the regions to choose, CSV rights. */
export async function reportsPage(db: Database, viewer: Viewer, params: URLSearchParams) {
  const { filter, problem } = parseReportFilter(params);
  const [report, regions] = await Promise.all([
    getProgrammeReport(db, viewer, filter),
    listReportRegions(db),
  ]);
  return { report, regions, filter, problem, canExport: can(viewer, "reports.export") };
}

export type ReportsPage = Awaited<ReturnType<typeof reportsPage>>;
