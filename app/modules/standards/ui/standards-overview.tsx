import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  controlClasses,
  Field,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { FormattedMessage, useIntl } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { StandardListItem, StandardsList } from "../list-standards.server";
import { StandardsTabs, standardsUi, VersionBadge } from "./standards-ui";

const m = defineMessages({
  title: { id: "standards.overview.title", defaultMessage: "Standards" },
  version: {
    id: "standards.overview.version",
    defaultMessage: "Version {version}, released {date}.",
  },
  noCurrent: {
    id: "standards.overview.noCurrent",
    defaultMessage: "No version of the standards is marked current.",
  },
  itemHeading: {
    id: "standards.overview.itemHeading",
    defaultMessage: "{kind, select, appendix {Appendix {number}} other {{number}.}} {title}",
  },
  subStandards: {
    id: "standards.overview.subStandards",
    defaultMessage: "{count, plural, one {# sub-standard} other {# sub-standards}}",
  },
  openProposals: {
    id: "standards.overview.openProposals",
    defaultMessage: "{count, plural, one {# open proposal} other {# open proposals}}",
  },
  matches: { id: "standards.overview.matches", defaultMessage: "Matches in: {list}" },
  match: { id: "standards.overview.match", defaultMessage: "{number} {title}" },
  searchLabel: { id: "standards.overview.searchLabel", defaultMessage: "Search the standards" },
  searchField: { id: "standards.overview.searchField", defaultMessage: "Search titles and text" },
  searchPlaceholder: {
    id: "standards.overview.searchPlaceholder",
    defaultMessage: "for example: bats, 48 hours, 8.2",
  },
  category: { id: "standards.overview.category", defaultMessage: "Category" },
  allCategories: {
    id: "standards.overview.allCategories",
    defaultMessage: "All categories and appendices",
  },
  search: { id: "standards.overview.search", defaultMessage: "Search" },
  searching: { id: "standards.overview.searching", defaultMessage: "Searching…" },
  clear: { id: "standards.overview.clear", defaultMessage: "Clear" },
  results: {
    id: "standards.overview.results",
    defaultMessage: "{count, plural, one {# result} other {# results}}.",
  },
  resultsFor: {
    id: "standards.overview.resultsFor",
    defaultMessage: "{count, plural, one {# result} other {# results}} for “{q}”.",
  },
  noMatch: { id: "standards.overview.noMatch", defaultMessage: "No standard matches your search." },
  none: { id: "standards.overview.none", defaultMessage: "No standards yet." },
  appendices: { id: "standards.overview.appendices", defaultMessage: "Appendices" },
  propose: {
    id: "standards.overview.propose",
    defaultMessage:
      "Something in a standard should change? <link>Propose a change</link> and the committee will consider it.",
  },
  addCategory: { id: "standards.overview.addCategory", defaultMessage: "Add a category" },
  categoryName: { id: "standards.overview.categoryName", defaultMessage: "Category name" },
  descriptionOptional: {
    id: "standards.overview.descriptionOptional",
    defaultMessage: "Description (optional)",
  },
  addCategoryButton: { id: "standards.overview.addCategoryButton", defaultMessage: "Add category" },
});

export type OverviewActionResult = {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

function ItemCard({ item }: { item: StandardListItem }) {
  const intl = useIntl();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          <Link
            to={`/dashboard/standards/sections/${item.id}`}
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            <FormattedMessage
              {...m.itemHeading}
              values={{ kind: item.kind, number: item.number, title: item.title }}
            />
          </Link>
        </h3>
        <VersionBadge version={item.version} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{item.summary}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {item.kind === "standard" ? (
          <span>
            <FormattedMessage {...m.subStandards} values={{ count: item.subStandardCount }} />
          </span>
        ) : null}
        {item.openProposals > 0 ? (
          <span className="font-medium text-amber-800">
            <FormattedMessage {...m.openProposals} values={{ count: item.openProposals }} />
          </span>
        ) : null}
      </p>
      {item.matchingSubStandards.length > 0 ? (
        <p className="mt-2 text-sm text-slate-800">
          <FormattedMessage
            {...m.matches}
            values={{
              list: item.matchingSubStandards
                .map((s) => intl.formatMessage(m.match, { number: s.number, title: s.title }))
                .join("; "),
            }}
          />
        </p>
      ) : null}
    </li>
  );
}

/** View All: the standards by category with a search and a category filter. */
export function StandardsOverview({
  list,
  current,
  can,
  result,
}: {
  list: StandardsList;
  current: { version: string; releaseDate: string } | null;
  can: { manage: boolean; createCategory: boolean; propose: boolean };
  result?: OverviewActionResult;
}) {
  const intl = useIntl();
  const f = useFormat();
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location?.pathname === "/dashboard/standards";
  const adding = navigation.state === "submitting" && navigation.formMethod === "POST";
  const filtered = Boolean(list.filters.q || list.filters.categoryId);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.title} />
        </h1>
        <p className="mt-1 text-slate-700">
          {current ? (
            <FormattedMessage
              {...m.version}
              values={{
                version: current.version,
                date: f.date(`${current.releaseDate}T12:00:00Z`, "UTC"),
              }}
            />
          ) : (
            <FormattedMessage {...m.noCurrent} />
          )}{" "}
          <Link to="/standards" className="text-brand-800 underline">
            <FormattedMessage {...standardsUi.publicPage} />
          </Link>
        </p>
      </div>
      <StandardsTabs canManage={can.manage} />

      {/* A refusal shown at its field is not repeated here. */}
      {result?.message && Object.keys(errors).length === 0 ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}

      <Form
        method="get"
        role="search"
        aria-label={intl.formatMessage(m.searchLabel)}
        className="flex flex-wrap items-end gap-3"
      >
        <Field
          id="standards-q"
          label={intl.formatMessage(m.searchField)}
          type="search"
          name="q"
          defaultValue={list.filters.q}
          className="min-w-56 flex-1"
          controlClassName={controlClasses.select}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
        />
        <SelectField
          id="standards-category"
          label={intl.formatMessage(m.category)}
          name="category"
          defaultValue={list.filters.categoryId ?? ""}
          className="min-w-48"
        >
          <option value="">{intl.formatMessage(m.allCategories)}</option>
          {list.allCategories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.itemCount})
            </option>
          ))}
        </SelectField>
        <SubmitButton pending={searching} pendingLabel={intl.formatMessage(m.searching)}>
          <FormattedMessage {...m.search} />
        </SubmitButton>
        {filtered ? (
          <Link to="/dashboard/standards" className="rounded-md px-3 py-2 text-brand-800 underline">
            <FormattedMessage {...m.clear} />
          </Link>
        ) : null}
      </Form>

      {filtered ? (
        <p className="text-sm text-slate-700" role="status">
          {list.filters.q ? (
            <FormattedMessage {...m.resultsFor} values={{ count: list.total, q: list.filters.q }} />
          ) : (
            <FormattedMessage {...m.results} values={{ count: list.total }} />
          )}
        </p>
      ) : null}

      {list.total === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          <FormattedMessage {...(filtered ? m.noMatch : m.none)} />
        </div>
      ) : null}

      {list.categories.map((category) =>
        category.items.length > 0 ? (
          <section key={category.id} aria-labelledby={`cat-${category.id}`} className="space-y-3">
            <div>
              <h2 id={`cat-${category.id}`} className="text-lg font-semibold text-slate-900">
                {category.name}
              </h2>
              {category.description ? (
                <p className="text-sm text-slate-700">{category.description}</p>
              ) : null}
            </div>
            <ul className="grid gap-3 md:grid-cols-2">
              {category.items.map((item) => (
                <ItemCard key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ) : null,
      )}

      {list.appendices.length > 0 ? (
        <section aria-labelledby="appendices-h" className="space-y-3">
          <h2 id="appendices-h" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.appendices} />
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {list.appendices.map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ) : null}

      {can.propose ? (
        <p className="text-sm text-slate-700">
          <FormattedMessage
            {...m.propose}
            values={{
              link: (chunks: ReactNode) => (
                <Link
                  to="/dashboard/standards/proposals#propose"
                  className="text-brand-800 underline"
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}

      {can.createCategory ? (
        <details
          className="rounded-lg border border-slate-200 bg-white p-4"
          open={Boolean(result && !result.ok)}
        >
          <summary className="cursor-pointer font-medium text-slate-900">
            <FormattedMessage {...m.addCategory} />
          </summary>
          <Form method="post" className="mt-3 grid gap-3 md:grid-cols-2" noValidate>
            <Field
              label={intl.formatMessage(m.categoryName)}
              name="name"
              required
              maxLength={80}
              defaultValue={result && !result.ok ? (result.values?.name ?? "") : ""}
              error={errors.name}
            />
            <TextAreaField
              label={intl.formatMessage(m.descriptionOptional)}
              name="description"
              rows={2}
              maxLength={500}
              defaultValue={result && !result.ok ? (result.values?.description ?? "") : ""}
              error={errors.description}
            />
            <div>
              <SubmitButton pending={adding} pendingLabel={intl.formatMessage(standardsUi.adding)}>
                <FormattedMessage {...m.addCategoryButton} />
              </SubmitButton>
            </div>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
