import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router";
import { CSV_EXPORT_LIMIT, exportHref } from "~/lib/csv-export";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";

const m = defineMessages({
  tooMany: {
    id: "ui.csv.tooMany",
    defaultMessage: "Narrow the filters to download a CSV (at most {limit} rows).",
  },
  download: {
    id: "ui.csv.download",
    defaultMessage: "Download CSV<hidden> of {what}</hidden>",
  },
});

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
  /** What the CSV holds ("audits"), said to screen readers only. */
  what: string;
}) {
  const [params] = useSearchParams();
  const f = useFormat();
  if (total === 0) return null;
  if (total > CSV_EXPORT_LIMIT) {
    return (
      <p className="text-sm text-slate-700">
        <FormattedMessage {...m.tooMany} values={{ limit: f.count(CSV_EXPORT_LIMIT) }} />
      </p>
    );
  }
  return (
    <a
      href={exportHref(path, params)}
      download
      className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-slate-50"
    >
      <FormattedMessage
        {...m.download}
        values={{
          what,
          hidden: (chunks: ReactNode) => <span className="sr-only">{chunks}</span>,
        }}
      />
    </a>
  );
}
