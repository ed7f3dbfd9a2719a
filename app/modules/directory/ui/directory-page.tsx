import { formatCount, formatDay, pluralWord } from "~/lib/format";
import { Form, Link, useNavigation } from "react-router";
import { Field, SelectField, SubmitButton } from "~/components/form";
import { serviceOptions } from "~/modules/applications";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { formatVerificationDate } from "~/modules/verification";
import { describeServiceArea, formatDistance, MAX_SEARCH_LENGTH } from "~/modules/places";
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

function distanceLine(row: DirectoryCard, unit: "km" | "mi"): string | null {
  if (row.distanceKm === null) return null;
  return formatDistance(row.distanceKm, unit);
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
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">
        <Link
          to={`/directory/${row.id}`}
          className="text-brand-800 underline-offset-4 hover:underline"
        >
          {row.businessName}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{location(row)}</p>
      {place ? (
        <p className="mt-2 text-sm font-semibold text-slate-900" data-testid="directory-distance">
          {distanceLine(row, unit) ?? "Distance not known"}
          {row.serves ? (
            <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              Serves this address
            </span>
          ) : (
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
              Outside its service area
            </span>
          )}
        </p>
      ) : null}
      {row.area && describeServiceArea(row.area) ? (
        <p className="mt-2 text-sm text-slate-800">
          <span className="font-medium">Area served: </span>
          {describeServiceArea(row.area)}
        </p>
      ) : null}
      {row.services.length > 0 ? (
        <p className="mt-3 text-sm text-slate-800">
          <span className="font-medium">Services: </span>
          {row.services.join(", ")}
        </p>
      ) : null}
      <p className="mt-auto pt-3 text-sm font-medium text-slate-900">
        <span aria-hidden="true">✓ </span>
        Accredited until <time dateTime={row.validUntil}>{formatDay(row.validUntil)}</time>
      </p>
      <p className="text-sm text-slate-700">
        Certified since{" "}
        <time dateTime={row.certifiedSince}>{formatVerificationDate(row.certifiedSince)}</time>
        {row.standardsVersion ? ` · Standards version ${row.standardsVersion}` : ""}
      </p>
      <Link
        to={`/directory/${row.id}`}
        className="mt-3 text-sm font-medium text-brand-800 underline"
      >
        View details<span className="sr-only"> of {row.businessName}</span>
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
  const place = search.place!;
  const nearest = search.nearest[0];
  return (
    <div className="text-left" data-testid="directory-nothing-near">
      <p className="text-lg font-semibold text-slate-900">
        No accredited business{search.words ? ` matching “${search.words}”` : ""} lists{" "}
        {place.label} in its service area yet.
      </p>
      {nearest ? (
        <p className="mt-2 text-slate-800">
          The nearest is {nearest.businessName}, {distanceLine(nearest, unit)}. A business may
          travel farther than the area it lists: call to ask.
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
              to={pageHref({ q: "", region: place.region, service: filter.service }, 1)}
              className="font-medium text-brand-800 underline"
            >
              Every accredited business based in {place.region}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/contact" className="font-medium text-brand-800 underline">
            Ask the programme office
          </Link>{" "}
          to help you find someone who can come.
        </li>
        <li>
          <Link to="/directory" className="font-medium text-brand-800 underline">
            Show all certified businesses
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
  const unit = search.place?.country === "US" ? "mi" : "km";
  const serving = list.rows.some((r) => r.serves);
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location?.pathname === "/directory";
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
        title="Directory of certified businesses"
        lead={
          // With a search, a short lead: on a phone the results stay on the first screen.
          filtered
            ? "Every business listed holds a current certificate of accreditation."
            : "Find an accredited business that serves your address. Every business listed here holds a current certificate of accreditation: it has passed an on-site audit against our humane standards, and leaves the directory as soon as its certificate expires or is revoked."
        }
      />

      <div className="mt-8">
        <Form
          method="get"
          action="/directory"
          role="search"
          className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_auto]"
          aria-label="Search the directory"
        >
          {/* A search the directory cannot use is explained above the results (with suggestions). */}
          <Field
            id="directory-q"
            label="Postal code, city or words"
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={MAX_SEARCH_LENGTH}
            hint="For example K1A 0B1, 90210, Portland, OR, or raccoon"
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
              State, province and service
            </summary>
            <div className="mt-3 grid gap-4 sm:mt-0 sm:grid-cols-2">
              <SelectField
                id="directory-region"
                label="State or province"
                name="region"
                defaultValue={filter.region}
                controlClassName={selectClass}
              >
                <option value="">All states and provinces</option>
                {regionGroups(regions).map(([country, names]) => (
                  <optgroup key={country} label={country}>
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
                label="Service"
                name="service"
                defaultValue={filter.service}
                controlClassName={selectClass}
              >
                <option value="">All services</option>
                {serviceOptions.map((service) => (
                  <option key={service} value={service}>
                    {service}
                  </option>
                ))}
              </SelectField>
            </div>
          </details>
          <div className="flex items-end gap-3">
            <SubmitButton pending={pending} pendingLabel="Searching…">
              Search
            </SubmitButton>
            {filtered ? (
              <Link to="/directory" className="py-2 text-sm font-medium text-brand-800 underline">
                Clear filters
              </Link>
            ) : null}
          </div>
        </Form>
      </div>

      <section aria-labelledby="directory-results" className="mt-8" aria-busy={pending}>
        <h2 id="directory-results" className="sr-only">
          Results
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
                <p>Did you mean:</p>
                <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {search.suggestions.map((s) => (
                    <li key={s.query}>
                      <Link
                        to={searchHref(filter, s.query)}
                        className="font-medium text-brand-800 underline"
                      >
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
            ? "No businesses found."
            : `Showing ${first}–${last} of ${formatCount(list.total)} certified ${pluralWord(
                list.total,
                "business",
                "businesses",
              )}${search.place ? ` near ${search.place.label}` : ""}${search.words ? ` matching “${search.words}”` : ""}.`}
          {search.place && list.total > 0
            ? serving
              ? " Businesses that serve this address come first, nearest first."
              : " None of them lists this address in its service area."
            : ""}
          {search.fuzzy ? " No exact match: showing similar names." : ""}
          {search.anyWords
            ? " No business matches all of your words: showing those that match any of them."
            : ""}
        </p>
        {search.alternative ? (
          <p className="mt-1 text-sm text-slate-700">
            Looking for{" "}
            <Link
              to={searchHref(filter, search.alternative.query)}
              className="font-medium text-brand-800 underline"
            >
              {search.alternative.label}
            </Link>
            ?
          </p>
        ) : null}

        {list.total === 0 ? (
          <div
            className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center"
            data-testid="directory-empty"
          >
            {search.message ? (
              <p className="text-slate-700">
                <Link to="/directory" className="font-medium text-brand-800 underline">
                  Show all certified businesses
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
                  No certified business matches your search.
                </p>
                <p className="mt-2 text-slate-700">
                  Try another name, or a wider area or service.{" "}
                  <Link to="/directory" className="font-medium text-brand-800 underline">
                    Show all certified businesses
                  </Link>
                  .
                </p>
              </>
            ) : (
              <>
                <p className="text-lg font-semibold text-slate-900">
                  No businesses are listed yet.
                </p>
                <p className="mt-2 text-slate-700">
                  Businesses appear here as soon as their first certificate is issued. Read about
                  the{" "}
                  <Link to="/process" className="font-medium text-brand-800 underline">
                    accreditation process
                  </Link>
                  .
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
          <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-4">
            {list.page > 1 ? (
              <Link
                to={pageHref(filter, list.page - 1)}
                className="rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                Previous page
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-slate-700">
              Page {list.page} of {list.pageCount}
            </p>
            {list.page < list.pageCount ? (
              <Link
                to={pageHref(filter, list.page + 1)}
                className="rounded-md border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                Next page
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>

      <p className="mt-10 text-sm text-slate-700">
        Holding a certificate from a business not listed here? You can{" "}
        <Link to="/verify" className="font-medium text-brand-800 underline">
          verify a certificate
        </Link>{" "}
        by its number or QR code.
      </p>
    </PageContainer>
  );
}
