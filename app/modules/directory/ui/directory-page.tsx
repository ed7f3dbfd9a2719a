import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { Field, SelectField, SubmitButton } from "~/components/form";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { serviceOptions } from "~/modules/applications";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { MAX_SEARCH_LENGTH } from "~/modules/places";
import {
  countryName,
  directoryMessages as m,
  distanceText,
  serviceAreaWords,
  serviceName,
  type TextFormatter,
} from "../directory-messages";
import type { DirectorySearch } from "../get-directory-page.server";
import type { DirectoryCard, DirectoryList } from "../list-directory-businesses.server";

type Filter = { q: string; region: string; service: string };

function pageHref(filter: Filter, page: number): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.region) params.set("region", filter.region);
  if (filter.service) params.set("service", filter.service);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/directory?${query}` : "/directory";
}

function searchHref(filter: Filter, q: string): string {
  return pageHref({ ...filter, q }, 1);
}

function distanceLine(intl: TextFormatter, row: DirectoryCard, unit: "km" | "mi"): string | null {
  if (row.distanceKm === null) return null;
  return distanceText(intl, row.distanceKm, unit);
}

/** A distance at the start of a line ("À 12 km" in French, "à 12 km" in a sentence). */
function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function location(row: { city: string; region: string; country: string }): string {
  return [row.city, row.region, row.country].filter(Boolean).join(", ");
}

function regionGroups(regions: DirectoryList["regions"]) {
  const groups = new Map<string, string[]>();
  for (const { region, country } of regions) {
    const key = country || "Other";
    groups.set(key, [...(groups.get(key) ?? []), region]);
  }
  return [...groups];
}

const linkClass = "font-medium text-brand-800 underline";

const selectClass =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700";

/** One listed business: name, where, distance from the searched place, area, services, dates. */
function BusinessCard({
  row,
  place,
  unit,
}: {
  row: DirectoryCard;
  place: DirectorySearch["place"];
  unit: "km" | "mi";
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const f = useFormat();
  const area = serviceAreaWords(intl, row.area);
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">
        <Link
          to={to(`/directory/${row.id}`)}
          className="text-brand-800 underline-offset-4 hover:underline"
        >
          {row.businessName}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{location(row)}</p>
      {place ? (
        <p className="mt-2 text-sm font-semibold text-slate-900" data-testid="directory-distance">
          {upperFirst(distanceLine(intl, row, unit) ?? intl.formatMessage(m.distanceUnknown))}
          {row.serves ? (
            <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              <FormattedMessage {...m.servesAddress} />
            </span>
          ) : (
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
              <FormattedMessage {...m.outsideArea} />
            </span>
          )}
        </p>
      ) : null}
      {area ? (
        <p className="mt-2 text-sm text-slate-800">
          <span className="font-medium">{`${intl.formatMessage(m.areaServed)} `}</span>
          {area}
        </p>
      ) : null}
      {row.services.length > 0 ? (
        <p className="mt-3 text-sm text-slate-800">
          <span className="font-medium">{`${intl.formatMessage(m.services)} `}</span>
          {row.services.map((service) => serviceName(intl, service)).join(", ")}
        </p>
      ) : null}
      <p className="mt-auto pt-3 text-sm font-medium text-slate-900">
        <span aria-hidden="true">✓ </span>
        <FormattedMessage
          {...m.accreditedUntil}
          values={{
            date: f.day(row.validUntil),
            time: (chunks: ReactNode) => <time dateTime={row.validUntil}>{chunks}</time>,
          }}
        />
      </p>
      <p className="text-sm text-slate-700">
        <FormattedMessage
          {...m.certifiedSince}
          values={{
            date: f.date(row.certifiedSince),
            time: (chunks: ReactNode) => <time dateTime={row.certifiedSince}>{chunks}</time>,
          }}
        />
        {row.standardsVersion
          ? ` · ${intl.formatMessage(m.standardsVersion, { version: row.standardsVersion })}`
          : ""}
      </p>
      <Link
        to={to(`/directory/${row.id}`)}
        className="mt-3 text-sm font-medium text-brand-800 underline"
      >
        <FormattedMessage
          {...m.viewDetails}
          values={{
            name: row.businessName,
            hidden: (chunks: ReactNode) => <span className="sr-only">{chunks}</span>,
          }}
        />
      </Link>
    </article>
  );
}

/**
 * A place nobody serves or is near (issue 33): which place was understood,
 * the nearest accredited businesses with their distance, and ways forward.
 */
function NothingNear({
  search,
  filter,
  unit,
  regionListed,
}: {
  search: DirectorySearch;
  filter: Filter;
  unit: "km" | "mi";
  /** Whether any listed business is based in the place's state or province. */
  regionListed: boolean;
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const place = search.place!;
  const nearest = search.nearest[0];
  return (
    <div className="text-left" data-testid="directory-nothing-near">
      <p className="text-lg font-semibold text-slate-900">
        {search.words
          ? intl.formatMessage(m.nothingNearMatching, { words: search.words, place: place.label })
          : intl.formatMessage(m.nothingNear, { place: place.label })}
      </p>
      {nearest ? (
        <p className="mt-2 text-slate-800">
          {intl.formatMessage(m.nearest, {
            name: nearest.businessName,
            distance: distanceLine(intl, nearest, unit) ?? "",
          })}
        </p>
      ) : null}
      {search.nearest.length > 0 ? (
        <ul
          className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="directory-nearest"
        >
          {search.nearest.map((row) => (
            <li key={row.id}>
              <BusinessCard row={row} place={place} unit={unit} />
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-800">
        {place.region && regionListed ? (
          <li>
            <Link
              to={to(pageHref({ q: "", region: place.region, service: filter.service }, 1))}
              className={linkClass}
            >
              <FormattedMessage {...m.everyInRegion} values={{ region: place.region }} />
            </Link>
          </li>
        ) : null}
        <li>
          <FormattedMessage
            {...m.askOffice}
            values={{
              link: (chunks: ReactNode) => (
                <Link to={to("/contact")} className={linkClass}>
                  {chunks}
                </Link>
              ),
            }}
          />
        </li>
        <li>
          <Link to={to("/directory")} className={linkClass}>
            <FormattedMessage {...m.showAll} />
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** The public /directory page: search form, the certified businesses and pages. */
export function DirectoryPage({
  filter,
  list,
  search,
}: {
  filter: Filter;
  list: DirectoryList;
  search: DirectorySearch;
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const f = useFormat();
  const unit = search.place?.country === "US" ? "mi" : "km";
  const serving = list.rows.some((r) => r.serves);
  const navigation = useNavigation();
  const pending =
    navigation.state === "loading" && navigation.location?.pathname === to("/directory");
  const filtered = Boolean(filter.q || filter.region || filter.service);
  const first = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const last = Math.min(list.page * list.pageSize, list.total);
  // A region in the URL that has no listed business still shows as chosen.
  const regions =
    filter.region && !list.regions.some((r) => r.region === filter.region)
      ? [...list.regions, { region: filter.region, country: "" }]
      : list.regions;

  return (
    <PageContainer>
      <PageIntro
        title={intl.formatMessage(m.title)}
        lead={
          // With a search, a short lead: on a phone the results stay on the first screen.
          intl.formatMessage(filtered ? m.leadFiltered : m.lead)
        }
      />

      <div className="mt-8">
        <Form
          method="get"
          action={to("/directory")}
          role="search"
          className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_auto]"
          aria-label={intl.formatMessage(m.searchForm)}
        >
          {/* A search the directory cannot use is explained above the results (with suggestions). */}
          <Field
            id="directory-q"
            label={intl.formatMessage(m.qLabel)}
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={MAX_SEARCH_LENGTH}
            hint={intl.formatMessage(m.qHint)}
            hintClassName="mt-1 text-xs text-slate-700"
            error={search.message ?? undefined}
            errorId="directory-q-message"
            controlClassName={selectClass}
          />
          {/* Folded on phones so the results come first; always open from the sm breakpoint
              (app.css, .filters-fold). Open when a filter is chosen. */}
          <details
            className="filters-fold"
            open={Boolean(filter.region || filter.service) || undefined}
          >
            <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-medium text-brand-800 underline">
              <FormattedMessage {...m.filters} />
            </summary>
            <div className="mt-3 grid gap-4 sm:mt-0 sm:grid-cols-2">
              <SelectField
                id="directory-region"
                label={intl.formatMessage(m.regionLabel)}
                name="region"
                defaultValue={filter.region}
                controlClassName={selectClass}
              >
                <option value="">{intl.formatMessage(m.allRegions)}</option>
                {regionGroups(regions).map(([country, names]) => (
                  <optgroup key={country} label={countryName(intl, country)}>
                    {names.map((name) => (
                      <option key={`${country}-${name}`} value={name}>
                        {name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </SelectField>
              <SelectField
                id="directory-service"
                label={intl.formatMessage(m.serviceLabel)}
                name="service"
                defaultValue={filter.service}
                controlClassName={selectClass}
              >
                <option value="">{intl.formatMessage(m.allServices)}</option>
                {serviceOptions.map((service) => (
                  <option key={service} value={service}>
                    {serviceName(intl, service)}
                  </option>
                ))}
              </SelectField>
            </div>
          </details>
          <div className="flex items-end gap-3">
            <SubmitButton pending={pending} pendingLabel={intl.formatMessage(m.searching)}>
              <FormattedMessage {...m.search} />
            </SubmitButton>
            {filtered ? (
              <Link
                to={to("/directory")}
                className="py-2 text-sm font-medium text-brand-800 underline"
              >
                <FormattedMessage {...m.clearFilters} />
              </Link>
            ) : null}
          </div>
        </Form>
      </div>

      <section aria-labelledby="directory-results" className="mt-8" aria-busy={pending}>
        <h2 id="directory-results" className="sr-only">
          <FormattedMessage {...m.results} />
        </h2>
        {search.message ? (
          <div
            id="directory-q-message"
            className="mb-4 rounded-xl border border-amber-600 bg-amber-50 p-4"
            data-testid="directory-search-message"
          >
            <p className="font-semibold text-slate-900">{search.message}</p>
            {search.suggestions.length > 0 ? (
              <div className="mt-2 text-slate-800">
                <p>
                  <FormattedMessage {...m.didYouMean} />
                </p>
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {search.suggestions.map((s) => (
                    <li key={s.query}>
                      <Link to={to(searchHref(filter, s.query))} className={linkClass}>
                        {s.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        <p className="text-sm text-slate-700" role="status">
          {list.total === 0
            ? intl.formatMessage(m.noneFound)
            : intl.formatMessage(m.showing, {
                first,
                last,
                total: list.total,
                near: search.place ? "yes" : "no",
                place: search.place?.label ?? "",
                matching: search.words ? "yes" : "no",
                words: search.words,
              })}
          {search.place && list.total > 0
            ? ` ${intl.formatMessage(serving ? m.servingFirst : m.noneServes)}`
            : ""}
          {search.fuzzy ? ` ${intl.formatMessage(m.fuzzy)}` : ""}
          {search.anyWords ? ` ${intl.formatMessage(m.anyWords)}` : ""}
        </p>
        {search.alternative ? (
          <p className="mt-1 text-sm text-slate-700">
            <FormattedMessage
              {...m.lookingFor}
              values={{
                place: search.alternative.label,
                link: (chunks: ReactNode) => (
                  <Link
                    to={to(searchHref(filter, search.alternative!.query))}
                    className={linkClass}
                  >
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        ) : null}

        {list.total === 0 ? (
          <div
            className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center"
            data-testid="directory-empty"
          >
            {search.message ? (
              <p className="text-slate-700">
                <Link to={to("/directory")} className={linkClass}>
                  <FormattedMessage {...m.showAll} />
                </Link>
              </p>
            ) : search.place ? (
              <NothingNear
                search={search}
                filter={filter}
                unit={unit}
                regionListed={list.regions.some((r) => r.region === search.place?.region)}
              />
            ) : filtered ? (
              <>
                <p className="text-lg font-semibold text-slate-900">
                  <FormattedMessage {...m.noMatchTitle} />
                </p>
                <p className="mt-2 text-slate-700">
                  <FormattedMessage
                    {...m.noMatchText}
                    values={{
                      link: (chunks: ReactNode) => (
                        <Link to={to("/directory")} className={linkClass}>
                          {chunks}
                        </Link>
                      ),
                    }}
                  />
                </p>
              </>
            ) : (
              <>
                <p className="text-lg font-semibold text-slate-900">
                  <FormattedMessage {...m.emptyTitle} />
                </p>
                <p className="mt-2 text-slate-700">
                  <FormattedMessage
                    {...m.emptyText}
                    values={{
                      link: (chunks: ReactNode) => (
                        <Link to={to("/process")} className={linkClass}>
                          {chunks}
                        </Link>
                      ),
                    }}
                  />
                </p>
              </>
            )}
          </div>
        ) : (
          <ul
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            data-testid="directory-list"
          >
            {list.rows.map((row) => (
              <li key={row.id}>
                <BusinessCard row={row} place={search.place} unit={unit} />
              </li>
            ))}
          </ul>
        )}

        {list.pageCount > 1 ? (
          <nav
            aria-label={intl.formatMessage(m.pages)}
            className="mt-8 flex items-center justify-between gap-4"
          >
            {list.page > 1 ? (
              <Link
                to={to(pageHref(filter, list.page - 1))}
                className="rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                <FormattedMessage {...m.previousPage} />
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-slate-700">
              <FormattedMessage
                {...m.pageOf}
                values={{ page: f.count(list.page), count: f.count(list.pageCount) }}
              />
            </p>
            {list.page < list.pageCount ? (
              <Link
                to={to(pageHref(filter, list.page + 1))}
                className="rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                <FormattedMessage {...m.nextPage} />
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>

      <p className="mt-10 text-sm text-slate-700">
        <FormattedMessage
          {...m.verifyNote}
          values={{
            link: (chunks: ReactNode) => (
              <Link to={to("/verify")} className={linkClass}>
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </PageContainer>
  );
}
