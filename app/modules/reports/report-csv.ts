import { stringify } from "csv-stringify/sync";
import type { ReportFilter } from "./report-filter";
import type { ReportTable } from "./report-tables";

/**
 * One report table as CSV (RFC 4180 quoting by csv-stringify: fields with
 * commas, quotes or line breaks are quoted, quotes doubled), UTF-8, a header
 * row, CRLF line ends.
 */
export function reportCsv(table: ReportTable): string {
  return stringify([table.headers, ...table.rows.map((r) => r.map((v) => (v === null ? "" : v)))], {
    record_delimiter: "windows",
    // A bare line break inside a field must be quoted too (not only the CRLF record delimiter).
    quoted_match: /[\r\n]/,
  });
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
