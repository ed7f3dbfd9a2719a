import { Link } from "react-router";

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
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      className={`flex items-center justify-between text-sm ${className}`}
    >
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass}>
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
