import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { CheckboxField, Field } from "~/components/form";
import { Pagination } from "~/components/pagination";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { PageContainer, PageIntro } from "~/modules/site-content";
import type { SearchPageData } from "../get-search-page.server";
import {
  SEARCH_PATH,
  searchHref,
  searchKindLabels,
  searchMessages as m,
  SEARCH_QUERY_MAX,
} from "../search-rules";

/**
 * /search: one box over the standards, their FAQs, the operations manual and
 * the blog; ranked results with the matching words highlighted. A plain GET
 * form: works without JavaScript (decision 045).
 */
export function SearchPage({ page }: { page: SearchPageData }) {
  const intl = useIntl();
  const to = useLocalizePath();
  const { query, results, total, pageCount, noWords, mayIncludeDrafts, includeDrafts } = page;
  return (
    <PageContainer>
      <PageIntro title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)}>
        <form
          method="get"
          action={to(SEARCH_PATH)}
          role="search"
          className="mt-6 max-w-2xl space-y-3"
        >
          <div className="flex items-start gap-2">
            <Field
              id="search-q"
              label={intl.formatMessage(m.label)}
              type="search"
              name="q"
              defaultValue={query}
              maxLength={SEARCH_QUERY_MAX}
              autoComplete="off"
              hint={intl.formatMessage(m.hint)}
              hintClassName="mt-3 text-sm text-slate-600"
              className="min-w-0 flex-1"
              controlClassName="mt-3 block w-full min-w-0 rounded-md border px-3 py-2 text-base"
            />
            <button
              type="submit"
              className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              <FormattedMessage {...m.submit} />
            </button>
          </div>
          {mayIncludeDrafts ? (
            <CheckboxField
              label={intl.formatMessage(m.includeDrafts)}
              name="drafts"
              value="1"
              defaultChecked={includeDrafts}
              controlClassName="h-4 w-4"
            />
          ) : null}
        </form>
      </PageIntro>
      <div className="mt-8 max-w-3xl">
        {!query ? (
          <p className="text-slate-700">
            <FormattedMessage {...m.empty} />
          </p>
        ) : noWords ? (
          <p className="text-slate-700">
            <FormattedMessage {...m.noWords} />
          </p>
        ) : total === 0 ? (
          <p className="text-slate-700">
            <FormattedMessage {...m.noResults} values={{ query }} />
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700" aria-live="polite">
              <FormattedMessage {...m.count} values={{ total, query }} />
            </p>
            <ol className="mt-4 space-y-6">
              {results.map((result) => (
                <li key={result.href + result.title}>
                  <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {intl.formatMessage(searchKindLabels[result.kind])}
                    {result.draft ? ` · ${intl.formatMessage(m.draft)}` : ""}
                  </p>
                  <h2 className="mt-1 text-lg font-semibold">
                    <Link to={to(result.href)} className="text-brand-800 underline">
                      {result.title}
                    </Link>
                  </h2>
                  {result.snippet.length > 0 ? (
                    <p className="mt-1 text-sm leading-6 text-slate-800">
                      {result.snippet.map((part, i) =>
                        part.match ? (
                          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
                            {part.text}
                          </mark>
                        ) : (
                          <span key={i}>{part.text}</span>
                        ),
                      )}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
            <Pagination
              className="mt-8"
              page={page.page}
              pageCount={pageCount}
              hrefFor={(n) => to(searchHref({ q: query, page: n, drafts: includeDrafts }))}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}
