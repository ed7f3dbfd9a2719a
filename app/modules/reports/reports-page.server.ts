import type { Database } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import { can } from "~/modules/permissions";
import { getAppealFigures } from "~/modules/appeals/index.server";
import { getComplaintFigures } from "~/modules/complaints/index.server";
import { getProgrammeReport, listReportRegions } from "./get-programme-report.server";
import { parseReportFilter } from "./report-filter";

/** The reports page: the report for the filter in the URL, the regions to choose, CSV rights. */
/** A refused period (errors at the date fields) computes no figures: `report` is null. */
export async function reportsPage(db: Database, viewer: Viewer, params: URLSearchParams) {
  const { filter, errors } = parseReportFilter(params);
  const [report, regions, complaints, appeals] = await Promise.all([
    errors ? null : getProgrammeReport(db, viewer, filter),
    listReportRegions(db),
    errors ? null : getComplaintFigures(db, { from: filter.from, to: filter.to }),
    errors ? null : getAppealFigures(db, { from: filter.from, to: filter.to }),
  ]);
  return {
    report,
    regions,
    filter,
    errors,
    canExport: can(viewer, "reports.export"),
    complaints,
    appeals,
  };
}

export type ReportsPage = Awaited<ReturnType<typeof reportsPage>>;
