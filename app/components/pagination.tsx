import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";

const linkClass = "rounded-md border border-slate-300 px-3 py-1.5 text-slate-800 hover:bg-slate-50";

const m = defineMessages({
  label: { id: "blogPublic.pagination.label", defaultMessage: "Pagination" },
  previous: { id: "blogPublic.pagination.previous", defaultMessage: "← Previous" },
  pageOf: { id: "blogPublic.pagination.pageOf", defaultMessage: "Page {page} of {pageCount}" },
  next: { id: "blogPublic.pagination.next", defaultMessage: "Next →" },
});

/**
 * Previous / "Page N of M" / Next for the dashboard's paginated lists. Plain
 * links (URL search params), so it works before JavaScript loads. Renders
 * nothing for a single page.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  className = "",
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={intl.formatMessage(m.label)}
      className={`flex items-center justify-between text-sm ${className}`}
    >
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass}>
          <FormattedMessage {...m.previous} />
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">
        <FormattedMessage
          {...m.pageOf}
          values={{ page: String(page), pageCount: String(pageCount) }}
        />
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          <FormattedMessage {...m.next} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
