// What the directory's search box says about a place it cannot use, and the
// words of its place labels (issue 36): in the reader's language, written
// where they are produced (the search reader and the geocoder).
import type { Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { CountryCode } from "./regions";

export const placeMessages = defineMessages({
  tooLong: {
    id: "directory.place.tooLong",
    defaultMessage: "Search is too long: use at most {max} characters.",
  },
  notPostal: {
    id: "directory.place.notPostal",
    defaultMessage:
      "That is not a postal code we recognise: enter a 5-digit ZIP code or código postal (90210, 06600), or a Canadian postal code (K1A 0B1).",
  },
  postalUnknown: {
    id: "directory.place.postalUnknown",
    defaultMessage:
      'We could not find the postal code {code}. Check it, or search by city (for example "Ottawa, ON").',
  },
  enterPlace: { id: "directory.place.enterPlace", defaultMessage: "Enter a city or postal code." },
  regionUnknown: {
    id: "directory.place.regionUnknown",
    defaultMessage:
      'We do not know the state or province "{region}". Use its name or abbreviation, for example "Portland, OR" or "Ottawa, Ontario".',
  },
  ambiguous: {
    id: "directory.place.ambiguous",
    defaultMessage: "More than one state or province has a place called {city}. Which one?",
  },
  cityUnknown: {
    id: "directory.place.cityUnknown",
    defaultMessage: "We could not find {city}. Check the spelling, or search by postal code.",
  },
  alternative: {
    id: "directory.place.alternative",
    defaultMessage: "{code} in {city}, {region} ({country})",
  },
});

/** Each country's name, for place labels and the directory's lists. */
export const countryNameMessages: Record<CountryCode, EnglishMessage> = defineMessages({
  US: { id: "directory.country.US", defaultMessage: "United States" },
  CA: { id: "directory.country.CA", defaultMessage: "Canada" },
  MX: { id: "directory.country.MX", defaultMessage: "Mexico" },
});

/** A search text in `locale` (English by default). */
export function placeText(
  locale: Locale,
  message: EnglishMessage,
  values?: Record<string, string | number>,
): string {
  return intlFor(locale).formatMessage(message, values);
}

/** A country's name in `locale`. */
export function countryNameIn(locale: Locale, country: CountryCode): string {
  return placeText(locale, countryNameMessages[country]);
}
