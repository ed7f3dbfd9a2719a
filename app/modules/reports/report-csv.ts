import { toCsv } from "~/lib/csv.server";
import type { ReportFilter } from "./report-filter";
import type { ReportTable } from "./report-tables";

/**
 * One report table as CSV: the shared writer of the list exports (RFC 4180
 * quoting, UTF-8, a header row, CRLF line ends, formula injection guarded).
 */
export function reportCsv(table: ReportTable): string {
  return toCsv(table.headers, table.rows);
}

/** "report-funnel-2025-11-23-to-2026-11-22-vermont.csv" */
export function reportCsvFileName(table: ReportTable, filter: ReportFilter): string {
  const region = filter.region
    ? `-${filter.region
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")}`
    : "";
  return `report-${table.id}-${filter.from}-to-${filter.to}${region}.csv`;
}
