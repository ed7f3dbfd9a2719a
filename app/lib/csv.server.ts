import { stringify } from "csv-stringify/sync";
import { AppError } from "~/domain/app-error";
import { CSV_EXPORT_LIMIT } from "./csv-export";
import { formatCount } from "./format";

/** One cell of an exported table; `null`/`undefined` become an empty field. */
export type CsvCell = string | number | null | undefined;

/** A column of a list's CSV export: its header and how a row fills it. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell };

/**
 * CSV formula injection (OWASP): a spreadsheet runs a text cell that starts
 * with `=`, `+`, `-`, `@` (or a tab / carriage return) as a formula. Such
 * text cells get a leading apostrophe so they stay text; numbers stay numbers.
 */
export function csvSafe(value: CsvCell): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A table as CSV: UTF-8, a header row, CRLF line ends, RFC 4180 quoting by
 * csv-stringify (also bare line breaks inside a field), every text cell
 * guarded against formula injection.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([headers.map(csvSafe), ...rows.map((row) => row.map(csvSafe))], {
    record_delimiter: "windows",
    quoted_match: /[\r\n]/,
  });
}

/** Rows through their columns, as CSV. */
export function csvFromColumns<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): string {
  return toCsv(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => c.value(row))),
  );
}

/**
 * Every row of a list with the list's own filters, scope and order (the list
 * service called with one page of `CSV_EXPORT_LIMIT` rows), as CSV. More
 * matching rows than the limit: refused with a message, never cut short.
 */
export async function exportList<Row>(
  load: (limit: number) => Promise<{ rows: Row[]; total: number }>,
  columns: readonly CsvColumn<Row>[],
): Promise<string> {
  const { rows, total } = await load(CSV_EXPORT_LIMIT);
  if (total > CSV_EXPORT_LIMIT) {
    throw new AppError(
      "validation",
      `${formatCount(total)} rows match: narrow the filters to export at most ${formatCount(CSV_EXPORT_LIMIT)}.`,
    );
  }
  return csvFromColumns(columns, rows);
}

/** "certificates-2026-11-22.csv": the list and the day (UTC) of the export. */
export function csvFileName(list: string, now: Date = new Date()): string {
  return `${list}-${now.toISOString().slice(0, 10)}.csv`;
}

/** UTF-8 byte-order mark: how Excel on Windows knows a CSV file is UTF-8. */
export const UTF8_BOM = "\uFEFF";

/**
 * The download: text/csv, an attachment with its file name, never cached.
 * By default for spreadsheets: UTF-8 with a byte-order mark, so Excel on
 * Windows shows "León" and "Constitución" right. `?format=utf8` on the
 * request's address gives plain UTF-8 without it, for programs (README).
 */
export function csvResponse(csv: string, fileName: string, request: Request): Response {
  const plain = new URL(request.url).searchParams.get("format") === "utf8";
  return new Response(plain ? csv : UTF8_BOM + csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
