import type { ReactNode } from "react";
import { Link } from "react-router";

/** One overview panel: a titled card, its figures, and the text shown when it has nothing. */
export function Panel({
  id,
  title,
  count,
  className = "",
  children,
}: {
  id: string;
  title: string;
  /** Shown after the title ("3"), when the panel is a list with a total. */
  count?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-5 ${className}`}
      aria-labelledby={`${id}-h`}
      data-testid={`panel-${id}`}
    >
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        {title}
        {count !== undefined ? (
          <span className="ml-2 text-sm font-normal text-slate-700">({count})</span>
        ) : null}
      </h2>
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="mt-3 rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-700">
      {children}
    </p>
  );
}

export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-3 text-sm">
      <Link to={to} className="font-medium text-brand-800 underline">
        {children}
      </Link>
    </p>
  );
}
