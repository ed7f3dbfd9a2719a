import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  label: { id: "ui.pagination.label", defaultMessage: "Pagination" },
  previous: { id: "ui.pagination.previous", defaultMessage: "← Previous" },
  next: { id: "ui.pagination.next", defaultMessage: "Next →" },
  page: { id: "ui.pagination.page", defaultMessage: "Page {page} of {pageCount}" },
});

const linkClass = "rounded-md border border-slate-300 px-3 py-1.5 text-slate-800 hover:bg-slate-50";

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
        <FormattedMessage {...m.page} values={{ page, pageCount }} />
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
