import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useSearchParams } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  search: { id: "ui.filters.search", defaultMessage: "Search" },
  clear: { id: "ui.filters.clear", defaultMessage: "Clear filters" },
  ignored: {
    id: "ui.filters.ignored",
    defaultMessage:
      "Not filtered by {filter}: “{value}” is not a value this list knows. Showing all.",
  },
});

/**
 * The one filter bar of the dashboard lists: a GET form (works without
 * JavaScript, the URL carries the filters), controls of one height, a submit
 * button and "Clear filters" once something is filtered.
 */
export function FilterBar({
  label,
  filtered,
  clearTo = "?",
  submitLabel,
  children,
}: {
  /** Accessible name of the search landmark, e.g. "Filter applications". */
  label: string;
  filtered: boolean;
  /** Where "Clear filters" leads (keeps a view or month the list needs). */
  clearTo?: string;
  /** The button's text (default "Search"). */
  submitLabel?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
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
        {submitLabel ?? intl.formatMessage(m.search)}
      </button>
      {filtered ? (
        <Link to={clearTo} className="px-2 py-2 text-sm text-brand-800 underline">
          <FormattedMessage {...m.clear} />
        </Link>
      ) : null}
    </Form>
  );
}

const labelClass = "block text-sm font-medium text-slate-800";
const controlClass =
  "mt-1 block h-10 rounded-md border border-slate-400 bg-white px-3 text-slate-900";

export type FilterOption = { value: string; label: string };

/**
 * The value the address asked this filter for when the list could not use it
 * (an unknown status, a day that does not exist, a text past its length): the
 * list's query parser drops it and `value` is then empty. Never a silent wrong
 * list: the field says the list is not filtered by it (decision 081).
 */
function useIgnoredValue(name: string, value: string): string | null {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(name)?.trim() ?? "";
  return asked !== "" && value.trim() === "" ? asked : null;
}

function IgnoredFilter({ id, label, asked }: { id: string; label: string; asked: string }) {
  const shown = asked.length > 40 ? `${asked.slice(0, 40)}…` : asked;
  return (
    <p id={id} role="status" className="mt-1 max-w-72 text-sm font-medium text-amber-900">
      <FormattedMessage {...m.ignored} values={{ filter: label.toLowerCase(), value: shown }} />
    </p>
  );
}

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
  const ignored = useIgnoredValue(name, value);
  return (
    // A long option (a business name) must not widen the bar past a phone screen.
    <div className="max-w-full min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-describedby={ignored === null ? undefined : `${id}-ignored`}
        className={`${controlClass} max-w-full`}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {ignored === null ? null : (
        <IgnoredFilter id={`${id}-ignored`} label={label} asked={ignored} />
      )}
    </div>
  );
}

/** One labelled input of the filter bar; the exported fields below differ only in kind and width. */
function FilterInput({
  id,
  name,
  label,
  value,
  type,
  maxLength,
  wrapperClass,
  inputClass,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  type: "search" | "text" | "date";
  maxLength?: number;
  wrapperClass: string;
  inputClass: string;
}) {
  const ignored = useIgnoredValue(name, value);
  return (
    <div className={wrapperClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        maxLength={maxLength}
        aria-describedby={ignored === null ? undefined : `${id}-ignored`}
        className={`${controlClass} ${inputClass}`}
      />
      {ignored === null ? null : (
        <IgnoredFilter id={`${id}-ignored`} label={label} asked={ignored} />
      )}
    </div>
  );
}

type FieldProps = { id: string; label: string; value: string };

/** The free-text search of the filter bar (`q`), taking the remaining width. */
export function FilterSearch({
  name = "q",
  maxLength = 200,
  ...field
}: FieldProps & { name?: string; maxLength?: number }) {
  return (
    <FilterInput
      {...field}
      name={name}
      type="search"
      maxLength={maxLength}
      wrapperClass="min-w-60 flex-1"
      inputClass="w-full"
    />
  );
}

/** A short text field of the filter bar (a state/province, a code). */
export function FilterText({
  maxLength = 100,
  ...field
}: FieldProps & { name: string; maxLength?: number }) {
  return (
    <FilterInput
      {...field}
      type="text"
      maxLength={maxLength}
      wrapperClass="max-w-full min-w-0"
      inputClass="w-44 max-w-full"
    />
  );
}

/** A calendar-day field of the filter bar (`YYYY-MM-DD`, a period's end). */
export function FilterDate(field: FieldProps & { name: string }) {
  return (
    <FilterInput {...field} type="date" wrapperClass="max-w-full min-w-0" inputClass="max-w-full" />
  );
}
