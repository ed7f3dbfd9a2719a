// The directory's one search box, read (decision 054): a postal code in any of
// the forms people type, "City, ST", "words in City", or words. Pure and
// client-safe: the server geocodes what this finds.
import type { Locale } from "~/domain/locale";
import { findRegions, foldText, type CountryCode, type RegionRef } from "./regions";
import { placeMessages, placeText } from "./search-messages";

/** Longer searches are refused (a clear message, no query). */
export const MAX_SEARCH_LENGTH = 200;

export type PostalPlace = {
  kind: "postal";
  /** Which countries the code may belong to: five digits are a US ZIP or a Mexican código postal. */
  countries: CountryCode[];
  /** As shown: "K1A 0B1", "K1A", "90210", "06600". */
  display: string;
  /** Compact upper case ("K1A0B1", "90210"): postal prefixes served are matched against it. */
  compact: string;
};

export type CityPlace = {
  kind: "city";
  city: string;
  /** The regions the text after the comma may mean (none given: any). */
  regions: RegionRef[];
  /** The text after the comma when it names no region we know. */
  unknownRegion?: string;
};

export type SearchPlace = PostalPlace | CityPlace;

export type ParsedSearch = {
  /** Words to match against names, services and descriptions ("" when none). */
  words: string;
  place: SearchPlace | null;
  /** A region the words name besides a postal code ("06610 CDMX"): narrows the code's country. */
  regionHint: RegionRef[];
  /** Set when the search cannot be run: shown at the search box. */
  error?: string;
};

const CANADA_FIRST = "ABCEGHJKLMNPRSTVXY";
const CANADA_OTHER = "ABCEGHJKLMNPRSTVWXYZ";

const CA_FULL = /(^|[^a-z0-9])([a-z]\d[a-z])[\s\-\u2010-\u2015]*(\d[a-z]\d)(?=$|[^a-z0-9])/i;
const CA_FSA = /(^|[^a-z0-9])([a-z]\d[a-z])(?=$|[^a-z0-9])/i;
const FIVE_DIGITS = /(^|[^0-9])(\d{5})(?:\s*[-\u2010-\u2015]\s*\d{4}|\s\d{4}|\d{4})?(?=$|[^0-9])/;
/** What people write before a code: "ZIP 90210", "C.P. 06600", "postal code K1A 0B1". */
const CODE_LABELS =
  /(^|\s)(?:zip(?:\s*code)?|postal\s*code|code\s*postal|c[oó]digo\s*postal|c\.\s?p\.?|cp)(?=\s|$|:)\s*:?/gi;
const DIGITS_ONLY_WRONG = /^\d{1,4}$|^\d{6,8}$|^\d{10,}$/;

const CONNECTORS =
  /^(?:(?:near|in|around|close to|by|at|for|serving|that serves)\s+)+|(?:\s+(?:near|in|around|close to|by|at|for|serving|near me))+$/gi;

function clean(value: string): string {
  return value
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Text without the connecting words around a place ("near", "in", "close to"…) and stray commas. */
export function stripConnectors(value: string): string {
  let out = clean(value.replace(/^[\s,;]+|[\s,;]+$/g, ""));
  for (let i = 0; i < 3; i++) out = clean(out.replace(CONNECTORS, ""));
  return out.replace(/^[\s,;]+|[\s,;]+$/g, "");
}

function isCanadianFsa(fsa: string): boolean {
  const up = fsa.toUpperCase();
  return CANADA_FIRST.includes(up[0]!) && CANADA_OTHER.includes(up[2]!);
}

/** A postal code anywhere in the text, and the text without it. */
function findPostal(text: string): { place: PostalPlace; rest: string } | null {
  const full = CA_FULL.exec(text);
  if (full && isCanadianFsa(full[2]!) && CANADA_OTHER.includes(full[3]![1]!.toUpperCase())) {
    const fsa = full[2]!.toUpperCase();
    const ldu = full[3]!.toUpperCase();
    return {
      place: { kind: "postal", countries: ["CA"], display: `${fsa} ${ldu}`, compact: fsa + ldu },
      rest:
        text.slice(0, full.index + full[1]!.length) + " " + text.slice(full.index + full[0].length),
    };
  }
  const five = FIVE_DIGITS.exec(text);
  if (five) {
    const code = five[2]!;
    return {
      place: { kind: "postal", countries: ["US", "MX"], display: code, compact: code },
      rest:
        text.slice(0, five.index + five[1]!.length) + " " + text.slice(five.index + five[0].length),
    };
  }
  const fsa = CA_FSA.exec(text);
  if (fsa && isCanadianFsa(fsa[2]!)) {
    const code = fsa[2]!.toUpperCase();
    return {
      place: { kind: "postal", countries: ["CA"], display: code, compact: code },
      rest: text.slice(0, fsa.index + fsa[1]!.length) + " " + text.slice(fsa.index + fsa[0].length),
    };
  }
  return null;
}

/** "Portland, OR" / "Portland OR" / "Ottawa" → a city place. */
function cityPlace(text: string): CityPlace | null {
  const comma = text.lastIndexOf(",");
  if (comma > 0) {
    const city = clean(text.slice(0, comma));
    const regionText = clean(text.slice(comma + 1));
    if (!city || /\d/.test(city)) return null;
    if (!regionText) return { kind: "city", city, regions: [] };
    const regions = findRegions(regionText);
    return regions.length > 0
      ? { kind: "city", city, regions }
      : { kind: "city", city, regions: [], unknownRegion: regionText };
  }
  if (/\d/.test(text)) return null;
  // "Portland OR": a trailing abbreviation written in capitals.
  const last = /^(.+?)\s+([A-Z]{2,5})$/.exec(text);
  if (last) {
    const regions = findRegions(last[2]!);
    if (regions.length > 0) return { kind: "city", city: clean(last[1]!), regions };
  }
  return { kind: "city", city: text, regions: [] };
}

/**
 * Reads the search box. A postal code anywhere wins; then "words in/near
 * City[, ST]" or "City, ST"; anything else is words (the server may still read
 * words that are exactly a city's name as that city when no business matches).
 */
export function parseSearch(input: string, locale: Locale = "en"): ParsedSearch {
  const text = clean(input);
  if (text.length > MAX_SEARCH_LENGTH) {
    return {
      words: "",
      place: null,
      regionHint: [],
      error: placeText(locale, placeMessages.tooLong, { max: String(MAX_SEARCH_LENGTH) }),
    };
  }
  if (!text) return { words: "", place: null, regionHint: [] };

  const postal = findPostal(text);
  if (postal) {
    let rest = stripConnectors(postal.rest.replace(CODE_LABELS, "$1"));
    // "06610 CDMX", "K1A Ontario", "90210, CA", "Ottawa ON K1A 0B1": a region beside the
    // code narrows its country (the longest run of up to four last words that names one).
    let regionHint: RegionRef[] = [];
    const words = [...rest.matchAll(/[A-Za-zÀ-ÿ.]+/g)];
    for (let n = Math.min(4, words.length); n >= 1 && regionHint.length === 0; n--) {
      const first = words[words.length - n]!;
      const tail = rest.slice(first.index);
      if (!/^[A-Za-zÀ-ÿ.\s]+$/.test(tail)) continue;
      const candidates = [...findRegions(tail)];
      for (const country of ["mexico", "méxico", "canada", "usa", "united states", "us"]) {
        if (foldText(tail) === foldText(country)) {
          const code: CountryCode = country.startsWith("m")
            ? "MX"
            : country.startsWith("c")
              ? "CA"
              : "US";
          candidates.push({ country: code, code: "", name: "" });
        }
      }
      if (candidates.length > 0) {
        regionHint = candidates;
        rest = stripConnectors(rest.slice(0, first.index));
      }
    }
    return { words: rest, place: postal.place, regionHint };
  }

  if (DIGITS_ONLY_WRONG.test(text.replace(/[\s-]/g, "")) && /^[\d\s-]+$/.test(text)) {
    return {
      words: "",
      place: null,
      regionHint: [],
      error: placeText(locale, placeMessages.notPostal),
    };
  }

  // "bat exclusion in Portland, OR" / "raccoon removal near Ottawa".
  const split = /^(.*?)\s+(?:in|near|around|close to|serving)\s+(.+)$/i.exec(text);
  if (split && split[1] && split[2]) {
    const place = cityPlace(stripConnectors(split[2]));
    if (place) return { words: stripConnectors(split[1]), place, regionHint: [] };
  }
  const leading = /^(?:in|near|around|close to|serving)\s+(.+)$/i.exec(text);
  if (leading) {
    const place = cityPlace(stripConnectors(leading[1]!));
    if (place) return { words: "", place, regionHint: [] };
  }
  if (text.includes(",") || /\s[A-Z]{2,5}$/.test(text)) {
    const place = cityPlace(text);
    if (place && (place.regions.length > 0 || place.unknownRegion !== undefined)) {
      return { words: "", place, regionHint: [] };
    }
  }
  return { words: text, place: null, regionHint: [] };
}

/** The postal prefixes a code falls under ("K1A0B1" → K, K1, K1A, K1A0, K1A0B, K1A0B1). */
export function postalPrefixesOf(compact: string): string[] {
  const out: string[] = [];
  for (let i = 1; i <= compact.length; i++) out.push(compact.slice(0, i));
  return out;
}

/** A list of postal prefixes as typed ("K1A, k2p; 902 ") → ["K1A", "K2P", "902"]; bad ones reported. */
export function parsePostalPrefixes(value: string): { prefixes: string[]; invalid: string[] } {
  const parts = value
    .split(/[,;\n]+/)
    .map((p) => p.replace(/\s+/g, "").toUpperCase())
    .filter(Boolean);
  const prefixes: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    if (/^(?:\d{1,5}|[A-Z](?:\d(?:[A-Z](?:\d(?:[A-Z]\d?)?)?)?)?)$/.test(part)) {
      if (!prefixes.includes(part)) prefixes.push(part);
    } else invalid.push(part);
  }
  return { prefixes, invalid };
}
