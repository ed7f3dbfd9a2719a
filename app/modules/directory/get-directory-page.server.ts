import { z } from "zod";
import type { Executor } from "~/lib/db.server";
import { serviceOptions } from "~/modules/applications";
import {
  geocodeSearchPlace,
  isCityName,
  MAX_SEARCH_LENGTH,
  parseSearch,
  type Place,
  type Suggestion,
} from "~/modules/places/index.server";
import { listDirectoryBusinesses, type DirectoryList } from "./list-directory-businesses.server";

/** What the search box was read as, for the page to say. */
export type DirectorySearch = {
  /** The place results are measured from ("K1A 0B1, Ontario"). */
  place: { label: string; country: Place["country"] } | null;
  /** Words matched against names, services and descriptions. */
  words: string;
  /** Words matched by similar names (no exact match). */
  fuzzy: boolean;
  /** Why the search could not run as typed (unknown code, several cities, too long). */
  message: string | null;
  suggestions: Suggestion[];
  /** Another reading of the code ("06610 in Ciudad de México"). */
  alternative: Suggestion | null;
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
    message: null,
    suggestions: [],
    alternative: null,
  };
  const base = {
    region: filter.region || undefined,
    service: filter.service || undefined,
    page: filter.page,
  };

  const read = parseSearch(filter.q);
  if (read.error) {
    search.message = read.error;
    return {
      filter,
      search,
      list: emptyList(await listDirectoryBusinesses(db, { ...base, page: 1 })),
    };
  }
  search.words = read.words;
  let near: Place | null = null;
  if (read.place) {
    const found = await geocodeSearchPlace(db, read.place, {
      regionHint: read.regionHint,
      regionFilter: filter.region || undefined,
    });
    if (found.status !== "found") {
      search.message = found.message;
      search.suggestions = found.suggestions;
      return {
        filter,
        search,
        list: emptyList(await listDirectoryBusinesses(db, { ...base, page: 1 })),
      };
    }
    near = found.place;
    search.alternative = found.alternative ?? null;
  }

  let list = await listDirectoryBusinesses(db, { ...base, q: read.words || undefined, near });
  if (list.total === 0 && read.words && near && (await isCityName(db, read.words))) {
    // An address as written: "Beverly Hills, CA 90210", "Ottawa ON K1A 0B1": the city is not words to match.
    search.words = "";
    list = await listDirectoryBusinesses(db, { ...base, near });
  } else if (list.total === 0 && read.words && !near) {
    // Words that are a city's name ("Ottawa", "springfield"): that city.
    if (await isCityName(db, read.words)) {
      const found = await geocodeSearchPlace(
        db,
        { kind: "city", city: read.words, regions: [] },
        {
          regionFilter: filter.region || undefined,
        },
      );
      if (found.status === "found") {
        near = found.place;
        search.words = "";
        list = await listDirectoryBusinesses(db, { ...base, near });
      } else {
        search.message = found.message;
        search.suggestions = found.suggestions;
        return { filter, search, list };
      }
    } else {
      // A typo: names that look like the words.
      const similar = await listDirectoryBusinesses(db, { ...base, q: read.words, fuzzy: true });
      if (similar.total > 0) {
        search.fuzzy = true;
        list = similar;
      }
    }
  }
  search.place = near ? { label: near.label, country: near.country } : null;
  return { filter, search, list };
}
