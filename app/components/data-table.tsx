import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import type { SortDirection, SortState } from "~/lib/list-sort";
export * from "~/lib/list-sort";

/** What a sortable header says to screen readers after its name (its state, what a click does). */
const m = defineMessages({
  sortedAscending: {
    id: "ui.table.sortedAscending",
    defaultMessage: ", sorted ascending; sort descending",
  },
  sortedDescending: {
    id: "ui.table.sortedDescending",
    defaultMessage: ", sorted descending; sort ascending",
  },
  sortAscending: { id: "ui.table.sortAscending", defaultMessage: ", sort ascending" },
});

export type DataColumn<Row> = {
  /** Also the `sort` value in the URL when the column is sortable. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Extra classes for the cells (e.g. "whitespace-nowrap"). */
  className?: string;
  /** Hide the column name on the phone card (the first, self-explaining cell). */
  hideLabelOnPhone?: boolean;
  /** The header is read by screen readers only (an actions column). */
  headerHidden?: boolean;
};

function SortHeader({
  column,
  sort,
  params,
}: {
  column: DataColumn<never>;
  sort?: SortState;
  params: URLSearchParams;
}) {
  const active = sort?.key === column.key;
  const nextDir: SortDirection = active && sort?.dir === "asc" ? "desc" : "asc";
  const next = new URLSearchParams(params);
  next.set("sort", column.key);
  next.set("dir", nextDir);
  next.delete("page");
  const arrow = active ? (sort?.dir === "asc" ? "↑" : "↓") : "↕";
  return (
    <Link
      to={`?${next.toString()}`}
      preventScrollReset
      // At least 24 × 24 px to tap (WCAG 2.2 2.5.8; the text alone was 16 px tall).
      className="inline-flex min-h-6 min-w-6 items-center gap-1 text-slate-700 underline-offset-2 hover:text-brand-800 hover:underline"
    >
      {column.header}
      <span aria-hidden className={active ? "text-brand-800" : "text-slate-400"}>
        {arrow}
      </span>
      <span className="sr-only">
        <FormattedMessage
          {...(active
            ? sort?.dir === "asc"
              ? m.sortedAscending
              : m.sortedDescending
            : m.sortAscending)}
        />
      </span>
    </Link>
  );
}

/**
 * The one data table of the dashboard: a table on wide screens, stacked cards
 * on phones (CSS in app.css, `.data-table`), sortable column headers as plain
 * links (`?sort=key&dir=asc`, the page resets to 1).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  rowClassName,
  testId,
}: {
  /** Read by screen readers; visually hidden. */
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort?: SortState;
  rowClassName?: (row: Row) => string | undefined;
  testId?: string;
}) {
  const [params] = useSearchParams();
  return (
    <div className="rounded-lg border border-slate-200 bg-white md:overflow-x-auto">
      <table className="data-table min-w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="px-3 py-2 whitespace-nowrap"
                aria-sort={
                  sort?.key === column.key
                    ? sort.dir === "asc"
                      ? "ascending"
                      : "descending"
                    : undefined
                }
              >
                {column.sortable ? (
                  <SortHeader column={column as DataColumn<never>} sort={sort} params={params} />
                ) : column.headerHidden ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.hideLabelOnPhone || column.headerHidden ? "" : column.header}
                  className={`px-3 py-2 align-top ${column.className ?? ""}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
