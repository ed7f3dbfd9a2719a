import { z } from "zod";
import { splitLocalePath } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { serviceOptions } from "~/modules/applications";
import {
  findCityInText,
  geocodeSearchPlace,
  isCityName,
  MAX_SEARCH_LENGTH,
  parseSearch,
  stripConnectors,
  type Place,
  type Suggestion,
} from "~/modules/places/index.server";
import {
  listDirectoryBusinesses,
  listNearestBusinesses,
  type DirectoryCard,
  type DirectoryList,
} from "./list-directory-businesses.server";

/** What the search box was read as, for the page to say. */
export type DirectorySearch = {
  /** The place results are measured from ("K1A 0B1, Ontario"). */
  place: { label: string; country: Place["country"]; region: string } | null;
  /** Words matched against names, services and descriptions. */
  words: string;
  /** Words matched by similar names (no exact match). */
  fuzzy: boolean;
  /** No business matched all the words: those matching any of them are shown. */
  anyWords: boolean;
  /** Why the search could not run as typed (unknown code, several cities, too long). */
  message: string | null;
  suggestions: Suggestion[];
  /** Another country's reading of the code ("06610 in Ciudad de México"), offered when nothing is near this one. */
  alternative: Suggestion | null;
  /** Nothing serves or is near the place: the nearest accredited businesses, however far. */
  nearest: DirectoryCard[];
};

const emptyList = (list: DirectoryList): DirectoryList => ({
  ...list,
  rows: [],
  total: 0,
  page: 1,
  pageCount: 1,
});

/**
 * What /directory shows (decision 054): the filter read from the address
 * (malformed parameters are dropped: the page is public), the search box read
 * as a place and/or words, and the matching page of accredited businesses.
 * An unknown or ambiguous place lists nothing and says why, with suggestions.
 * Issue 33: a city at either end of free text is a place ("bats in attic
 * Portland"); words that match no business all at once match any of them; a
 * place nobody serves or is near shows the nearest businesses and how far.
 */
export async function getDirectoryPage(db: Executor, url: URL) {
  const querySchema = z.object({
    q: z
      .string()
      .transform((v) => v.replace(/\s+/g, " ").trim())
      .catch(""),
    region: z
      .string()
      .trim()
      .transform((v) => v.slice(0, 100))
      .catch(""),
    service: z.enum(serviceOptions).or(z.literal("")).catch(""),
    page: z.coerce.number().int().min(1).max(10_000).catch(1),
  });
  // Messages about the search box are written in the page's language.
  const { locale } = splitLocalePath(url.pathname);
  const params = url.searchParams;
  const parsed = querySchema.parse({
    q: (params.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH + 50),
    region: params.get("region") ?? "",
    service: params.get("service") ?? "",
    page: params.get("page") ?? 1,
  });
  const filter = { ...parsed, q: parsed.q.slice(0, MAX_SEARCH_LENGTH + 1) };
  const search: DirectorySearch = {
    place: null,
    words: "",
    fuzzy: false,
    anyWords: false,
    message: null,
    suggestions: [],
    alternative: null,
    nearest: [],
  };
  const base = {
    region: filter.region || undefined,
    service: filter.service || undefined,
    page: filter.page,
  };
  const regionFilter = filter.region || undefined;
  const refuse = async () => ({
    filter,
    search,
    list: emptyList(await listDirectoryBusinesses(db, { ...base, page: 1 })),
  });

  const read = parseSearch(filter.q, locale);
  if (read.error) {
    search.message = read.error;
    return refuse();
  }
  let words = read.words;
  let place = read.place;
  // Free text with a city at one end: "bats in attic Portland", "bats Portland OR".
  if (place?.kind === "city" && place.unknownRegion === undefined) {
    const split = await cityAtAnEnd(db, place.city);
    if (split) {
      place = { ...place, city: split.city };
      words = [words, split.words].filter(Boolean).join(" ");
    }
  }
  search.words = words;

  let near: Place | null = null;
  if (place) {
    const found = await geocodeSearchPlace(db, place, {
      regionHint: read.regionHint,
      regionFilter,
      locale,
    });
    if (found.status !== "found") {
      search.message = found.message;
      search.suggestions = found.suggestions;
      return refuse();
    }
    near = found.place;
    search.alternative = found.alternative ?? null;
  }

  let list = await listDirectoryBusinesses(db, { ...base, q: words || undefined, near });
  // Words that match nothing as they stand, with a city at one end ("Gatineau bats"): that
  // city, when something there matches the other words (else "Great Lakes" would be a
  // search of Lakes, AK).
  const split = list.total === 0 && words && !near ? await cityAtAnEnd(db, words) : null;
  if (split) {
    const found = await geocodeSearchPlace(
      db,
      { kind: "city", city: split.city, regions: [] },
      { regionFilter, locale },
    );
    const there =
      found.status === "found"
        ? await listDirectoryBusinesses(db, {
            ...base,
            q: split.words || undefined,
            near: found.place,
          })
        : null;
    if (found.status === "found" && there && there.total > 0) {
      near = found.place;
      words = split.words;
      search.words = words;
      list = there;
    }
  }
  if (list.total === 0 && words && near && (await isCityName(db, words))) {
    // An address as written: "Beverly Hills, CA 90210", "Ottawa ON K1A 0B1": the city is not words to match.
    search.words = "";
    list = await listDirectoryBusinesses(db, { ...base, near });
  } else if (list.total === 0 && words && !near && (await isCityName(db, words))) {
    // Words that are a city's name ("Ottawa", "springfield"): that city.
    const found = await geocodeSearchPlace(
      db,
      { kind: "city", city: words, regions: [] },
      { regionFilter, locale },
    );
    if (found.status !== "found") {
      search.message = found.message;
      search.suggestions = found.suggestions;
      return { filter, search, list };
    }
    near = found.place;
    search.words = "";
    list = await listDirectoryBusinesses(db, { ...base, near });
  } else if (list.total === 0 && words && near) {
    // "bats in attic" near a place: no business there matches every word; those that
    // match any of them (without a place, any word over the whole directory is noise).
    const any = await listDirectoryBusinesses(db, { ...base, q: words, near, anyWords: true });
    if (any.total > 0) {
      search.anyWords = true;
      list = any;
    }
  } else if (list.total === 0 && words) {
    // A typo: names that look like the words.
    const similar = await listDirectoryBusinesses(db, { ...base, q: words, fuzzy: true });
    if (similar.total > 0) {
      search.fuzzy = true;
      list = similar;
    }
  }
  if (near && list.total === 0) {
    search.nearest = await listNearestBusinesses(db, near, { service: base.service });
  } else {
    // Another country's reading of a code is offered only when this one finds nothing.
    search.alternative = null;
  }
  search.place = near ? { label: near.label, country: near.country, region: near.region } : null;
  return { filter, search, list };
}

/** A city at either end of free text and the other words (the connectors between them dropped). */
async function cityAtAnEnd(
  db: Executor,
  text: string,
): Promise<{ city: string; words: string } | null> {
  if (await isCityName(db, text)) return null;
  const found = await findCityInText(db, text);
  return found ? { city: found.city, words: stripConnectors(found.words) } : null;
}
