import type { ReactNode } from "react";
import { Form, Link } from "react-router";

/**
 * The one filter bar of the dashboard lists: a GET form (works without
 * JavaScript, the URL carries the filters), controls of one height, a submit
 * button and "Clear filters" once something is filtered.
 */
export function FilterBar({
  label,
  filtered,
  clearTo = "?",
  submitLabel = "Search",
  children,
}: {
  /** Accessible name of the search landmark, e.g. "Filter applications". */
  label: string;
  filtered: boolean;
  /** Where "Clear filters" leads (keeps a view or month the list needs). */
  clearTo?: string;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {children}
      <button
        type="submit"
        className="h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {submitLabel}
      </button>
      {filtered ? (
        <Link to={clearTo} className="px-2 py-2 text-sm text-brand-800 underline">
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}

const labelClass = "block text-sm font-medium text-slate-800";
const controlClass =
  "mt-1 block h-10 rounded-md border border-slate-400 bg-white px-3 text-slate-900";

export type FilterOption = { value: string; label: string };

/** A select of the filter bar; the empty value means "all". */
export function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  allLabel: string;
  options: readonly FilterOption[];
}) {
  return (
    // A long option (a business name) must not widen the bar past a phone screen.
    <div className="max-w-full min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={`${controlClass} max-w-full`}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The free-text search of the filter bar (`q`), taking the remaining width. */
export function FilterSearch({
  id,
  label,
  value,
  name = "q",
  maxLength = 200,
}: {
  id: string;
  label: string;
  value: string;
  name?: string;
  maxLength?: number;
}) {
  return (
    <div className="min-w-60 flex-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        defaultValue={value}
        maxLength={maxLength}
        className={`${controlClass} w-full`}
      />
    </div>
  );
}

/** A short text field of the filter bar (a state/province, a code). */
export function FilterText({
  id,
  name,
  label,
  value,
  maxLength = 100,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  maxLength?: number;
}) {
  return (
    <div className="max-w-full min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={value}
        maxLength={maxLength}
        className={`${controlClass} w-44 max-w-full`}
      />
    </div>
  );
}

/** A calendar-day field of the filter bar (`YYYY-MM-DD`, a period's end). */
export function FilterDate({
  id,
  name,
  label,
  value,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
}) {
  return (
    <div className="max-w-full min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={value}
        className={`${controlClass} max-w-full`}
      />
    </div>
  );
}
