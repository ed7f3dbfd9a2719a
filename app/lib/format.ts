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
 */

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
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return cached(
    `d:${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        year: "numeric",
        month: "short",
        day: "numeric",
        timeZone,
      }),
  ).format(toDate(value));
}

/** "Nov 22, 2026" — a calendar date ("2026-11-22") written like formatDate writes an instant. */
export function formatDay(day: string): string {
  return formatDate(`${day}T12:00:00Z`, "UTC");
}

/** "Nov 2026" — a calendar month ("2026-11"), as report months are labelled. */
export function formatMonth(month: string): string {
  return cached(
    "month",
    () => new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }),
  ).format(new Date(`${month}-15T12:00:00Z`));
}

/** "Nov 22, 2026, 2:30 PM EST" — always with the zone named. */
export function formatDateTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return cached(
    `dt:${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
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

const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1260000 (cents) → "$12,600.00 USD". */
export function formatMoney(cents: number): string {
  return `${money.format(cents / 100)} USD`;
}

const counts = new Intl.NumberFormat("en-US");

/** 12600 → "12,600". */
export function formatCount(value: number): string {
  return counts.format(value);
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
