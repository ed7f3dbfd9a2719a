/**
 * The one way dates, times and money are written on screens, in e-mails and
 * in PDFs (decision 016). Formatting always names its time zone so the server
 * and the browser render the same text.
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

/** "November 22, 2026" — a calendar date ("2026-11-22") as letters and notices write it. */
export function formatLongDate(day: string): string {
  return cached(
    "long",
    () => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  ).format(new Date(`${day}T12:00:00Z`));
}

/** "Nov 22, 2026" — a calendar date ("2026-11-22") written like formatDate writes an instant. */
export function formatDay(day: string): string {
  return formatDate(`${day}T12:00:00Z`, "UTC");
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

/** "1 e-mail", "2 e-mails" (pass the plural when it is not singular + "s"). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
