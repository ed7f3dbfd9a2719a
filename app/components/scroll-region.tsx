import type { ReactNode } from "react";

/**
 * A wide table's sideways-scrolling box. It is a named, focusable region, so
 * keyboard users can scroll it too (WCAG 2.1.1; axe
 * scrollable-region-focusable) and screen readers announce what it holds.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What the region holds ("Releases, newest first"). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className ?? ""}`}
    >
      {children}
    </div>
  );
}
