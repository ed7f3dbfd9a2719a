import { sql } from "drizzle-orm";
import { executeRows, type Executor } from "~/lib/db.server";
import type { Locale } from "~/domain/locale";
import { foldText, type CountryCode, type RegionRef } from "./regions";
import { countryNameIn, placeMessages, placeText } from "./search-messages";
import type { CityPlace, PostalPlace, SearchPlace } from "./search-query";

/** A place the directory measures from. */
export type Place = {
  /** As shown: "K1A 0B1, ON", "Portland, OR", "06600, Mexico City, CDMX". */
  label: string;
  lat: number;
  lon: number;
  country: CountryCode;
  region: string;
  regionCode: string;
  /** Compact postal code when searched by one (matched against postal prefixes served). */
  postal: string | null;
};

/** Another reading of the search, as a link: the label and the query it runs. */
export type Suggestion = { label: string; query: string };

export type GeocodeResult =
  | {
      status: "found";
      place: Place;
      /** A different reading the searcher may have meant. */ alternative?: Suggestion;
    }
  | { status: "ambiguous" | "unknown"; message: string; suggestions: Suggestion[] };

type PlaceRow = {
  kind: string;
  country: CountryCode;
  key: string;
  name: string;
  region: string;
  region_code: string;
  lat: number;
  lon: number;
};

const columns = sql`kind, country, key, name, region, region_code, lat, lon`;

function allowedCountries(hint: RegionRef[], regionFilter: string | undefined, rows: PlaceRow[]) {
  let out = rows;
  if (hint.length > 0) {
    const narrowed = out.filter((r) =>
      hint.some((h) => h.country === r.country && (!h.code || h.code === r.region_code)),
    );
    if (narrowed.length > 0) out = narrowed;
  }
  if (regionFilter) {
    const narrowed = out.filter((r) => r.region === regionFilter);
    if (narrowed.length > 0) out = narrowed;
  }
  return out;
}

async function geocodePostal(
  db: Executor,
  place: PostalPlace,
  hint: RegionRef[],
  regionFilter: string | undefined,
  locale: Locale,
): Promise<GeocodeResult> {
  const keys: { country: CountryCode; key: string }[] = [];
  if (place.countries.includes("CA")) keys.push({ country: "CA", key: place.compact.slice(0, 3) });
  if (place.countries.includes("US")) keys.push({ country: "US", key: place.compact });
  if (place.countries.includes("MX")) keys.push({ country: "MX", key: place.compact.slice(0, 2) });
  const found = await executeRows<PlaceRow>(
    db,
    sql`select ${columns} from places where kind = 'postal' and key in (${sql.join(
      keys.map((k) => sql`${k.key}`),
      sql`, `,
    )})`,
  );
  const matches = found.filter((r) => keys.some((k) => k.country === r.country && k.key === r.key));
  const candidates = allowedCountries(hint, regionFilter, matches).sort(
    (a, b) => countryOrder(a.country) - countryOrder(b.country),
  );
  const first = candidates[0];
  if (first) {
    const result: GeocodeResult = { status: "found", place: postalPlace(place, first, locale) };
    const other = candidates.find((c) => c.country !== first.country);
    // Another country's reading only when it is a real alternative: never beside a US match
    // (every five digits are a Mexican state's codes too; issue 33). The directory offers it
    // when nothing is near the US reading.
    if (other) {
      result.alternative = {
        label: placeText(locale, placeMessages.alternative, {
          code: place.display,
          city: other.name,
          region: other.region,
          country: countryNameIn(locale, other.country),
        }),
        query: `${place.display} ${other.region_code}`,
      };
    }
    return result;
  }
  return {
    status: "unknown",
    message: placeText(locale, placeMessages.postalUnknown, { code: place.display }),
    suggestions: await nearbyPostalCodes(db, place),
  };
}

function countryOrder(country: CountryCode) {
  return country === "US" ? 0 : country === "CA" ? 1 : 2;
}

function postalPlace(place: PostalPlace, row: PlaceRow, locale: Locale): Place {
  const label =
    row.country === "US"
      ? `${place.display}, ${row.name}, ${row.region_code}`
      : row.country === "CA"
        ? `${place.display}, ${row.region}`
        : `${place.display}, ${row.region} (${countryNameIn(locale, "MX")})`;
  return {
    label,
    lat: row.lat,
    lon: row.lon,
    country: row.country,
    region: row.region,
    regionCode: row.region_code,
    postal: place.compact,
  };
}

/** Codes that share the unknown code's first characters (closest first). */
async function nearbyPostalCodes(db: Executor, place: PostalPlace): Promise<Suggestion[]> {
  const canadian = place.countries.includes("CA");
  const stem = canadian ? place.compact.slice(0, 2) : place.compact.slice(0, 3);
  const rows = await executeRows<PlaceRow>(
    db,
    sql`select ${columns} from places
        where kind = 'postal' and country = ${canadian ? "CA" : "US"}
          and key like ${`${stem}%`} order by key limit 200`,
  );
  const target = canadian ? place.compact.slice(0, 3) : place.compact;
  return rows
    .map((r) => ({ r, d: codeDistance(r.key, target) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 4)
    .map(({ r }) => ({
      label:
        r.country === "US" ? `${r.key} (${r.name}, ${r.region_code})` : `${r.key} (${r.region})`,
      query: r.key,
    }));
}

function codeDistance(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return Math.abs(Number(a) - Number(b));
  let d = 0;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    d = d * 40 + Math.abs((a.charCodeAt(i) || 0) - (b.charCodeAt(i) || 0));
  }
  return d;
}

async function geocodeCity(
  db: Executor,
  place: CityPlace,
  regionFilter: string | undefined,
  locale: Locale,
): Promise<GeocodeResult> {
  const key = foldText(place.city).slice(0, 100);
  if (!key) {
    return {
      status: "unknown",
      message: placeText(locale, placeMessages.enterPlace),
      suggestions: [],
    };
  }
  const citySuggestion = (r: PlaceRow): Suggestion => suggestCity(r, locale);
  const rows = await executeRows<PlaceRow>(
    db,
    sql`select ${columns} from places where kind = 'city' and key = ${key}
        order by country, region limit 50`,
  );
  if (place.unknownRegion !== undefined) {
    return {
      status: "unknown",
      message: placeText(locale, placeMessages.regionUnknown, {
        region: place.unknownRegion.slice(0, 40),
      }),
      suggestions: rows.slice(0, 6).map(citySuggestion),
    };
  }
  let candidates = rows;
  if (place.regions.length > 0) {
    candidates = rows.filter((r) =>
      place.regions.some((g) => g.country === r.country && g.code === r.region_code),
    );
  }
  if (regionFilter && candidates.some((r) => r.region === regionFilter)) {
    candidates = candidates.filter((r) => r.region === regionFilter);
  }
  if (candidates.length === 1) {
    const row = candidates[0]!;
    return {
      status: "found",
      place: {
        label: `${row.name}, ${row.region_code}`,
        lat: row.lat,
        lon: row.lon,
        country: row.country,
        region: row.region,
        regionCode: row.region_code,
        postal: null,
      },
    };
  }
  if (candidates.length > 1) {
    return {
      status: "ambiguous",
      message: placeText(locale, placeMessages.ambiguous, { city: candidates[0]!.name }),
      suggestions: candidates.slice(0, 8).map(citySuggestion),
    };
  }
  const similar = await executeRows<PlaceRow>(
    db,
    sql`select ${columns} from places where kind = 'city' and key % ${key}
        order by similarity(key, ${key}) desc, key limit 6`,
  );
  const where = place.regions.length > 0 ? `, ${place.regions[0]!.code}` : "";
  return {
    status: "unknown",
    message: placeText(locale, placeMessages.cityUnknown, {
      city: `${place.city.slice(0, 60)}${where}`,
    }),
    suggestions: [...rows, ...similar].slice(0, 6).map(citySuggestion),
  };
}

function suggestCity(r: PlaceRow, locale: Locale): Suggestion {
  const label = `${r.name}, ${r.region_code}`;
  return {
    label: r.country === "US" ? label : `${label} (${countryNameIn(locale, r.country)})`,
    query: label,
  };
}

/**
 * Places a search's postal code or city (decision 054). Its messages and
 * labels are written in `locale` (the reader's language; English by default).
 */
export function geocodeSearchPlace(
  db: Executor,
  place: SearchPlace,
  options: { regionHint?: RegionRef[]; regionFilter?: string; locale?: Locale } = {},
): Promise<GeocodeResult> {
  const locale = options.locale ?? "en";
  return place.kind === "postal"
    ? geocodePostal(db, place, options.regionHint ?? [], options.regionFilter, locale)
    : geocodeCity(db, place, options.regionFilter, locale);
}

/** Whether words are exactly a known city's name ("Ottawa"): read as a place when no business matches. */
export async function isCityName(db: Executor, words: string): Promise<boolean> {
  const key = foldText(words);
  if (!key || key.length > 60 || /\d/.test(key)) return false;
  const rows = await executeRows<{ one: number }>(
    db,
    sql`select 1 as one from places where kind = 'city' and key = ${key} limit 1`,
  );
  return rows.length > 0;
}

/**
 * A city named at the start or the end of free text, with the other words
 * ("bats in attic Portland", "Ottawa raccoon in the chimney"): the longest run
 * of up to four words at either end that is a city's name (issue 33: the place
 * and the words in any order). Null when neither end names a city.
 */
export async function findCityInText(
  db: Executor,
  text: string,
): Promise<{ city: string; words: string } | null> {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  const runs: { city: string; words: string; key: string }[] = [];
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const tail = words.slice(-n).join(" ");
    const head = words.slice(0, n).join(" ");
    runs.push({ city: tail, words: words.slice(0, -n).join(" "), key: foldText(tail) });
    runs.push({ city: head, words: words.slice(n).join(" "), key: foldText(head) });
  }
  const keys = [...new Set(runs.map((r) => r.key).filter((k) => k && !/\d/.test(k)))];
  if (keys.length === 0) return null;
  const rows = await executeRows<{ key: string }>(
    db,
    sql`select distinct key from places where kind = 'city' and key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  const known = new Set(rows.map((r) => r.key));
  const run = runs.find((r) => known.has(r.key));
  return run ? { city: run.city, words: run.words } : null;
}
