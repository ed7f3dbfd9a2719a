import { useIntl } from "react-intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { CsvExportLink } from "./csv-export-link";

const m = defineMessages({
  count: {
    id: "ui.listSummary.count",
    defaultMessage: "{count, plural, one {# {noun}} other {# {plural}}}",
  },
  filtered: {
    id: "ui.listSummary.filtered",
    defaultMessage: "{items} {count, plural, one {matches} other {match}} these filters",
  },
  paged: { id: "ui.listSummary.paged", defaultMessage: "{summary} · page {page} of {pageCount}" },
});

/**
 * What a list counts: a message taking `{count}` in the reader's language
 * (`{count, plural, one {# audit} other {# audits}}`), or an English noun
 * (with `plural` when it is not the noun + "s").
 */
export type ListNoun = string | EnglishMessage;

/** "3 audits": the count of `noun` in the reader's language. */
export function useCountText(): (total: number, noun: ListNoun, plural?: string) => string {
  const intl = useIntl();
  return (total, noun, plural) =>
    typeof noun === "string"
      ? intl.formatMessage(m.count, { count: total, noun, plural: plural ?? `${noun}s` })
      : intl.formatMessage(noun, { count: total });
}

/**
 * The line above a dashboard list: how many rows match ("3 audits match these
 * filters"), the page, and the "Download CSV" of the filtered list.
 */
export function ListSummary({
  total,
  noun,
  plural,
  filtered,
  page,
  pageCount,
  exportPath,
  exportWhat,
}: {
  total: number;
  noun: ListNoun;
  plural?: string;
  filtered: boolean;
  page: number;
  pageCount: number;
  /** The list's export route (decision 044); none for a list without an export. */
  exportPath?: string;
  /** What the CSV holds, for screen readers ("Download CSV of audits"). */
  exportWhat?: string;
}) {
  const intl = useIntl();
  const countText = useCountText();
  const items = countText(total, noun, plural);
  const summary = filtered ? intl.formatMessage(m.filtered, { items, count: total }) : items;
  return (
    <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-700" aria-live="polite">
        {pageCount > 1 ? intl.formatMessage(m.paged, { summary, page, pageCount }) : summary}
      </p>
      {exportPath ? (
        <CsvExportLink
          path={exportPath}
          total={total}
          what={exportWhat ?? (typeof noun === "string" ? noun : items)}
        />
      ) : null}
    </div>
  );
}
