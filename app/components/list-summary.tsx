import { pluralize } from "~/lib/format";
import { CsvExportLink } from "./csv-export-link";

/**
 * The line above a dashboard list: how many rows match ("3 audits match these
 * filters"), the page, and the "Download CSV" of the filtered list.
 */
export function ListSummary({
  total,
  noun,
  plural,
  filtered,
  page,
  pageCount,
  exportPath,
  exportWhat,
}: {
  total: number;
  noun: string;
  plural?: string;
  filtered: boolean;
  page: number;
  pageCount: number;
  /** The list's export route (decision 044); none for a list without an export. */
  exportPath?: string;
  /** What the CSV holds, for screen readers ("Download CSV of audits"). */
  exportWhat?: string;
}) {
  return (
    <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-700" aria-live="polite">
        {pluralize(total, noun, plural)}
        {filtered ? (total === 1 ? " matches these filters" : " match these filters") : ""}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
      </p>
      {exportPath ? (
        <CsvExportLink path={exportPath} total={total} what={exportWhat ?? noun} />
      ) : null}
    </div>
  );
}
