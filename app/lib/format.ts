/**
 * The one way dates, times, money, counts and plurals are written on screens,
 * in e-mails and in PDFs (decisions 016 and 066), all through `Intl`.
 * Formatting always names its time zone so the server and the browser render
 * the same text. One style per kind of value, everywhere:
 * - a calendar date: "Nov 22, 2026" (formatDate for an instant, formatDay for "2026-11-22");
 * - a moment: "Nov 22, 2026, 2:30 PM EST" (formatDateTime);
 * - a month: "Nov 2026" (formatMonth for "2026-11");
 * - money: "$450.00 USD" (formatMoney);
 * - a count with its noun: "1 application", "2 applications" (pluralize).
 * ISO forms ("2026-11-22") stay for inputs, URLs and CSV only.
 *
 * Each takes the reader's language last (issue 36; English by default):
 * "22 nov. 2026", "750,00 $ US" in French, "22 nov 2026", "USD 750.00" in
 * Spanish. Amounts are always US dollars and say so. `useFormat()`
 * (app/lib/i18n/use-format.ts) binds them to the page's language.
 */
import { INTL_LOCALE, type Locale } from "~/domain/locale";

/** The programme's own time zone (calendar dates of expiry and reminders). */
export const DEFAULT_TIME_ZONE = "America/Toronto";

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat) {
  let f = dateFormats.get(key);
  if (!f) {
    f = make();
    dateFormats.set(key, f);
  }
  return f;
}

/** "Nov 22, 2026" — the calendar date in `timeZone`. */
export function formatDate(
  value: DateInput,
  timeZone: string = DEFAULT_TIME_ZONE,
  locale: Locale = "en",
): string {
  return cached(
    `d:${timeZone}:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        year: "numeric",
        month: "short",
        day: "numeric",
        timeZone,
      }),
  ).format(toDate(value));
}

/** "Nov 22, 2026" — a calendar date ("2026-11-22") written like formatDate writes an instant. */
export function formatDay(day: string, locale: Locale = "en"): string {
  return formatDate(`${day}T12:00:00Z`, "UTC", locale);
}

/** "Nov 2026" — a calendar month ("2026-11"), as report months are labelled. */
export function formatMonth(month: string, locale: Locale = "en"): string {
  return cached(
    `month:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }),
  ).format(new Date(`${month}-15T12:00:00Z`));
}

/** "Nov 22, 2026, 2:30 PM EST" — always with the zone named. */
export function formatDateTime(
  value: DateInput,
  timeZone: string = DEFAULT_TIME_ZONE,
  locale: Locale = "en",
): string {
  return cached(
    `dt:${timeZone}:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone,
        timeZoneName: "short",
      }),
  ).format(toDate(value));
}

/** "2026-11-22": the calendar date in `timeZone`, for inputs, keys and comparisons. */
export function isoDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = cached(
    `iso:${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-CA", {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        timeZone,
      }),
  ).formatToParts(toDate(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, make: () => Intl.NumberFormat) {
  let f = numberFormats.get(key);
  if (!f) {
    f = make();
    numberFormats.set(key, f);
  }
  return f;
}

/**
 * 1260000 (cents) → "$12,600.00 USD"; "12 600,00 $ US" in French (Canada);
 * "USD 12,600.00" in Spanish (Mexico). Always US dollars, always said.
 */
export function formatMoney(cents: number, locale: Locale = "en"): string {
  const text = numberFormat(
    `money:${locale}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: "currency",
        currency: "USD",
        currencyDisplay: locale === "en" ? "symbol" : "code",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(cents / 100);
  if (locale === "en") return `${text} USD`;
  // French (Canada) writes the code after the amount as "$ US" (OQLF usage).
  if (locale === "fr-CA") return text.replace(/\s?USD/, "\u00a0$\u00a0US");
  return text;
}

/** 12600 → "12,600" ("12 600" in French, "12,600" in Spanish). */
export function formatCount(value: number, locale: Locale = "en"): string {
  return numberFormat(`count:${locale}`, () => new Intl.NumberFormat(INTL_LOCALE[locale])).format(
    value,
  );
}

const pluralRules = new Intl.PluralRules("en-US");

/** The word for `count`: pluralWord(1, "is", "are") → "is"; pluralWord(0, "is", "are") → "are". */
export function pluralWord(count: number, singular: string, plural = `${singular}s`): string {
  return pluralRules.select(count) === "one" ? singular : plural;
}

/** "1 e-mail", "2 e-mails" (pass the plural when it is not singular + "s"). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${pluralWord(count, singular, plural)}`;
}

/**
 * The possessive of a name: "Acme's", "Solutions'" (a name ending in s takes
 * only the apostrophe). Use it wherever a name is followed by 's.
 */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}
