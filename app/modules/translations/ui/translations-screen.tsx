import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { ListScreen } from "~/components/list-screen";
import { TRANSLATION_LOCALES, type TranslationState } from "~/domain/content-translation";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type {
  TranslationStatusPage,
  TranslationStatusRow,
} from "../list-translation-status.server";
import {
  areaOfKind,
  translationAreaMessages,
  translationAreas,
  translationLocaleMessages,
  translationPartMessages,
} from "../translation-messages";
import { translationEditPath } from "../translation-paths";

const m = defineMessages({
  title: { id: "translations.list.title", defaultMessage: "Translations" },
  intro: {
    id: "translations.list.intro",
    defaultMessage:
      "The standards, the operations manual and the blog are written in English and translated into French and Spanish. A page without a translation shows the English with a note; a translation of an earlier version shows that it lags behind. What needs work comes first.",
  },
  summary: {
    id: "translations.list.summary",
    defaultMessage:
      "{language}: {current} current, {behind} behind the English, {missing} not translated.",
  },
  filters: { id: "translations.list.filters", defaultMessage: "Filter translations" },
  search: { id: "translations.list.search", defaultMessage: "Search title or number" },
  area: { id: "translations.list.area", defaultMessage: "Content" },
  allAreas: { id: "translations.list.allAreas", defaultMessage: "All content" },
  language: { id: "translations.list.language", defaultMessage: "Language" },
  allLanguages: { id: "translations.list.allLanguages", defaultMessage: "French and Spanish" },
  state: { id: "translations.list.state", defaultMessage: "State" },
  needsWork: { id: "translations.list.needsWork", defaultMessage: "Needs work" },
  everything: { id: "translations.list.everything", defaultMessage: "Everything" },
  count: {
    id: "translations.list.count",
    defaultMessage: "{count, plural, one {# translation} other {# translations}}",
  },
  noMatch: {
    id: "translations.list.noMatch",
    defaultMessage: "No translation matches these filters.",
  },
  allCurrent: {
    id: "translations.list.allCurrent",
    defaultMessage:
      "Every translation is current. Choose “Everything” under State to see them all.",
  },
  caption: { id: "translations.list.caption", defaultMessage: "Translations of the content" },
  part: { id: "translations.list.part", defaultMessage: "Part" },
  lastSaved: { id: "translations.list.lastSaved", defaultMessage: "Last saved" },
  never: { id: "translations.list.never", defaultMessage: "Never" },
  view: { id: "translations.list.view", defaultMessage: "View the English" },
});

export const translationStateMessages: Record<TranslationState, EnglishMessage> = defineMessages({
  missing: { id: "translations.state.missing", defaultMessage: "Not translated" },
  behind: { id: "translations.state.behind", defaultMessage: "Behind the English" },
  current: { id: "translations.state.current", defaultMessage: "Current" },
});

const stateLine = defineMessages({
  behindVersion: {
    id: "translations.state.behindVersion",
    defaultMessage:
      "The {lang, select, fr {French} other {Spanish}} translation is at {from}; the English is at {to}.",
  },
  behindChanged: {
    id: "translations.state.behindChanged",
    defaultMessage:
      "The English has changed since the {lang, select, fr {French} other {Spanish}} translation was saved.",
  },
});

const stateClass: Record<TranslationState, string> = {
  missing: "bg-slate-100 text-slate-800",
  behind: "bg-amber-100 text-amber-900",
  current: "bg-green-100 text-green-900",
};

/**
 * A part as staff name it: "Standard 8 — Title", "Blog post “Title”". The
 * title is the English original's, marked as English.
 */
export function PartName({
  part,
}: {
  part: Pick<TranslationStatusRow, "kind" | "itemKind" | "number" | "title">;
}) {
  const message =
    part.kind === "standard_item" && part.itemKind === "appendix"
      ? translationPartMessages.appendix
      : translationPartMessages[part.kind];
  const title = <span lang="en">{part.title}</span>;
  if (part.kind === "standard_category" || part.kind === "blog_post") {
    return <FormattedMessage {...message} values={{ number: part.number ?? "", title }} />;
  }
  return (
    <>
      <FormattedMessage {...message} values={{ number: part.number ?? "", title: "" }} /> — {title}
    </>
  );
}

function StateCell({ row }: { row: TranslationStatusRow }) {
  const language = row.locale === "fr-CA" ? "fr" : "es";
  const versioned = row.kind !== "blog_post" && row.translatedVersion && row.englishVersion;
  return (
    <div className="space-y-1">
      <span
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${stateClass[row.state]}`}
      >
        <FormattedMessage {...translationStateMessages[row.state]} />
      </span>
      {row.state === "behind" ? (
        <p className="text-sm text-slate-700">
          {versioned ? (
            <FormattedMessage
              {...stateLine.behindVersion}
              values={{ lang: language, from: row.translatedVersion, to: row.englishVersion }}
            />
          ) : (
            <FormattedMessage {...stateLine.behindChanged} values={{ lang: language }} />
          )}
        </p>
      ) : null}
    </div>
  );
}

/** /dashboard/translations: what lags behind, for staff to translate (issue 36). */
export function TranslationsScreen({ page: data }: { page: TranslationStatusPage }) {
  const { rows, total, page, pageCount, filters, counts } = data;
  const intl = useIntl();
  const f = useFormat();
  const filtered = Boolean(filters.q || filters.area || filters.locale || filters.state);
  return (
    <ListScreen
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      filters={{
        label: intl.formatMessage(m.filters),
        filtered,
        fields: (
          <>
            <FilterSearch
              id="translations-q"
              label={intl.formatMessage(m.search)}
              value={filters.q}
            />
            <FilterSelect
              id="translations-area"
              name="area"
              label={intl.formatMessage(m.area)}
              value={filters.area}
              allLabel={intl.formatMessage(m.allAreas)}
              options={translationAreas.map((a) => ({
                value: a,
                label: intl.formatMessage(translationAreaMessages[a]),
              }))}
            />
            <FilterSelect
              id="translations-locale"
              name="locale"
              label={intl.formatMessage(m.language)}
              value={filters.locale}
              allLabel={intl.formatMessage(m.allLanguages)}
              options={TRANSLATION_LOCALES.map((l) => ({
                value: l,
                label: intl.formatMessage(translationLocaleMessages[l]),
              }))}
            />
            <FilterSelect
              id="translations-state"
              name="state"
              label={intl.formatMessage(m.state)}
              value={filters.state}
              allLabel={intl.formatMessage(m.needsWork)}
              options={[
                ...(["behind", "missing", "current"] as const).map((s) => ({
                  value: s,
                  label: intl.formatMessage(translationStateMessages[s]),
                })),
                { value: "all", label: intl.formatMessage(m.everything) },
              ]}
            />
          </>
        ),
      }}
      summary={{ total, noun: m.count }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={
        <p className="text-slate-700">
          <FormattedMessage {...(filtered ? m.noMatch : m.allCurrent)} />
        </p>
      }
    >
      <ul className="mb-4 space-y-1 text-sm text-slate-700" data-testid="translation-counts">
        {TRANSLATION_LOCALES.map((locale) => (
          <li key={locale}>
            <FormattedMessage
              {...m.summary}
              values={{
                language: intl.formatMessage(translationLocaleMessages[locale]),
                ...counts[locale],
              }}
            />
          </li>
        ))}
      </ul>
      <DataTable
        caption={intl.formatMessage(m.caption)}
        rows={rows}
        rowKey={(row) => row.key}
        testId="translations-table"
        columns={[
          {
            key: "part",
            header: intl.formatMessage(m.part),
            cell: (row) => (
              <div>
                <Link
                  to={translationEditPath(row.kind, row.partId, row.locale)}
                  className="inline-block py-1 font-medium text-brand-800 underline"
                >
                  <PartName part={row} />
                </Link>
                <p className="text-xs text-slate-600">
                  <FormattedMessage {...translationAreaMessages[areaOfKind[row.kind]]} />
                  {row.publicPath ? (
                    <>
                      {" · "}
                      <a
                        href={row.publicPath}
                        hrefLang="en"
                        className="inline-block py-1 underline"
                      >
                        <FormattedMessage {...m.view} />
                      </a>
                    </>
                  ) : null}
                </p>
              </div>
            ),
          },
          {
            key: "language",
            header: intl.formatMessage(m.language),
            className: "text-slate-900",
            cell: (row) => intl.formatMessage(translationLocaleMessages[row.locale]),
          },
          {
            key: "state",
            header: intl.formatMessage(m.state),
            cell: (row) => <StateCell row={row} />,
          },
          {
            key: "saved",
            header: intl.formatMessage(m.lastSaved),
            className: "whitespace-nowrap text-slate-700",
            cell: (row) =>
              row.translatedAt ? (
                <time dateTime={row.translatedAt}>{f.date(row.translatedAt)}</time>
              ) : (
                intl.formatMessage(m.never)
              ),
          },
        ]}
      />
    </ListScreen>
  );
}
