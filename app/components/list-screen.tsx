import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigation, useSearchParams } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { FilterBar } from "./filter-bar";
import { ListSummary, type ListNoun } from "./list-summary";
import { Pagination } from "./pagination";

const m = defineMessages({
  results: { id: "ui.list.results", defaultMessage: "Results" },
});

/**
 * The one shape of a dashboard list screen (decision 044, 049): heading and
 * actions, the filter bar, the count with its CSV export, an empty state or
 * the results, and pagination. Screens pass their filters, their results
 * (usually a DataTable) and their texts; the screen's own parts go in the
 * slots: `backLink` (above the heading), `afterHeading` (messages, a form or panel of the screen),
 * `afterFilters` (a detail opened from the list), `aboveResults` (a bulk
 * action, a notice) and `afterResults` (a form below the list).
 */
export function ListScreen({
  backLink,
  title,
  intro,
  actions,
  filters,
  summary,
  page,
  pageCount,
  empty,
  isEmpty,
  afterHeading,
  afterFilters,
  aboveResults,
  afterResults,
  pageHref,
  resultsLabel,
  oneTimeParams = [],
  children,
  width = "max-w-6xl",
}: {
  /** A link back to the list this one belongs to, above the heading. */
  backLink?: { to: string; label: string };
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  filters?: {
    label: string;
    filtered: boolean;
    submitLabel?: string;
    /** Where "Clear filters" leads (keeps a view the list needs). */
    clearTo?: string;
    fields: ReactNode;
  };
  /** The count line; omitted for results that say their own count (a calendar). */
  summary?: {
    total: number;
    /** What is counted: a message taking `{count}`, or an English noun (see ListSummary). */
    noun: ListNoun;
    plural?: string;
    /** The list's CSV export (decision 044); a list without one leaves it out. */
    exportPath?: string;
    exportWhat?: string;
  };
  page: number;
  pageCount: number;
  /** Shown instead of the results when there are none (say whether filters caused it). */
  empty: ReactNode;
  /** Whether to show `empty` (default: no rows in total). */
  isEmpty?: boolean;
  afterHeading?: ReactNode;
  afterFilters?: ReactNode;
  aboveResults?: ReactNode;
  afterResults?: ReactNode;
  /** Where page `n` is (default: this address with `page=n`, less `oneTimeParams`). */
  pageHref?: (n: number) => string;
  /** The results' heading for screen readers (default "Results"). */
  resultsLabel?: string;
  /** Query parameters page links leave out (one-time notices). */
  oneTimeParams?: readonly string[];
  /** The results; rendered only when there is at least one row. */
  children: ReactNode;
  width?: string;
}) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const filtered = filters?.filtered ?? false;
  const pageLink =
    pageHref ??
    ((n: number) => {
      const next = new URLSearchParams(searchParams);
      for (const name of oneTimeParams) next.delete(name);
      next.set("page", String(n));
      return `?${next.toString()}`;
    });
  return (
    <div className={`mx-auto ${width} space-y-6`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          {backLink ? (
            <p className="mb-2 text-sm">
              <Link to={backLink.to} className="text-brand-800 underline">
                ← {backLink.label}
              </Link>
            </p>
          ) : null}
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>

      {afterHeading}

      {filters ? (
        <FilterBar
          label={filters.label}
          filtered={filters.filtered}
          submitLabel={filters.submitLabel}
          clearTo={filters.clearTo}
        >
          {filters.fields}
        </FilterBar>
      ) : null}

      {afterFilters}

      <section aria-labelledby="list-results-h" aria-busy={loading}>
        <h2 id="list-results-h" className="sr-only">
          {resultsLabel ?? intl.formatMessage(m.results)}
        </h2>
        {summary ? (
          <ListSummary
            total={summary.total}
            noun={summary.noun}
            plural={summary.plural}
            filtered={filtered}
            page={page}
            pageCount={pageCount}
            exportPath={summary.exportPath}
            exportWhat={summary.exportWhat}
          />
        ) : null}
        {aboveResults}
        {(isEmpty ?? summary?.total === 0) ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            {empty}
          </div>
        ) : (
          children
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={pageLink} className="mt-4" />
      </section>

      {afterResults}
    </div>
  );
}
