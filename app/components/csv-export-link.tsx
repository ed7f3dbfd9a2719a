import { useSearchParams } from "react-router";
import { CSV_EXPORT_LIMIT, exportHref } from "~/lib/csv-export";
import { formatCount } from "~/lib/format";

/**
 * "Download CSV" of a dashboard list: a plain link (works without
 * JavaScript) to the list's export route with the page's filters and sort,
 * for every matching row, not only the page shown (decision 044).
 */
export function CsvExportLink({
  path,
  total,
  what,
}: {
  path: string;
  total: number;
  what: string;
}) {
  const [params] = useSearchParams();
  if (total === 0) return null;
  if (total > CSV_EXPORT_LIMIT) {
    return (
      <p className="text-sm text-slate-700">
        Narrow the filters to download a CSV (at most {formatCount(CSV_EXPORT_LIMIT)} rows).
      </p>
    );
  }
  return (
    <a
      href={exportHref(path, params)}
      download
      className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-slate-50"
    >
      Download CSV<span className="sr-only"> of {what}</span>
    </a>
  );
}
