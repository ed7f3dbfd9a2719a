import { INTL_LOCALE, type Locale } from "~/domain/locale";
import { formatDate, formatDateTime, formatDay, formatMoney } from "~/lib/format";
import { catalogFor } from "~/lib/i18n/catalogs";
import { intlFor } from "~/lib/i18n/intl";
import { sentences } from "~/lib/sentence";
import { formatTimeInZone } from "~/lib/time-zones";
import type { EnglishMessage } from "~/lib/i18n/messages";

/**
 * A notification's text as stored (issue 36): a catalog message's id and its
 * values, or several such sentences, so each reader sees it in her own
 * language when she reads it, not in the language of the day it was written.
 * A value is plain text (a certificate number, a reason someone wrote), a
 * number, a moment to be written in the reader's language, or itself a
 * message (a status's label).
 * - `{ day: "2026-11-22" }`: a calendar date ("Nov 22, 2026"); `{ day: iso, timeZone }`:
 *   the date of an instant in that zone (formatDate);
 * - `{ moment: iso, timeZone }`: date and time (formatDateTime);
 * - `{ time: iso, timeZone }`: the time of day alone ("2:30 PM EST");
 * - `{ money: cents }`: an amount in US dollars ("$450.00 USD");
 * - `{ percent: 66.7 }`: a share, at most one decimal ("66.7%", « 66,7 % »);
 * - `{ list: [...] }`: several values joined by commas ("Business licence, Wildlife permit").
 */
export type NotificationText =
  { id: string; values?: Record<string, NotificationValue> } | { sentences: NotificationText[] };
export type NotificationValue =
  | string
  | number
  | { day: string; timeZone?: string }
  | { moment: string; timeZone?: string }
  | { time: string; timeZone: string }
  | { money: number }
  | { percent: number }
  | { list: NotificationValue[] }
  | NotificationText;

/** A notification text of one catalog message (declared with `defineMessages` beside the caller). */
export function notificationText(
  message: EnglishMessage,
  values?: Record<string, NotificationValue>,
): NotificationText {
  return values ? { id: message.id, values } : { id: message.id };
}

/** Several sentences as one notification ("Certificate … revoked. Reason: …."). */
export function notificationSentences(...parts: NotificationText[]): NotificationText {
  return { sentences: parts };
}

function renderValue(value: NotificationValue, locale: Locale): string | number | null {
  if (typeof value === "string" || typeof value === "number") return value;
  if ("day" in value) {
    // A calendar date is that date wherever the reader is; an instant is dated in its zone.
    if (!value.timeZone && /^\d{4}-\d{2}-\d{2}$/.test(value.day))
      return formatDay(value.day, locale);
    return formatDate(value.day, value.timeZone, locale);
  }
  if ("moment" in value) return formatDateTime(value.moment, value.timeZone, locale);
  if ("time" in value) return formatTimeInZone(value.time, value.timeZone, locale);
  if ("money" in value) return formatMoney(value.money, locale);
  if ("percent" in value) {
    return new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: "percent",
      maximumFractionDigits: 1,
    }).format(value.percent / 100);
  }
  if ("list" in value) {
    const items = value.list.map((item) => renderValue(item, locale));
    if (items.some((item) => item === null)) return null;
    return items.join(", ");
  }
  return renderNotificationText(value, locale);
}

/**
 * The text in `locale`; null when it names a message the catalog no longer
 * has (the stored English is shown instead).
 */
export function renderNotificationText(text: NotificationText, locale: Locale): string | null {
  if ("sentences" in text) {
    const parts = text.sentences.map((part) => renderNotificationText(part, locale));
    if (parts.some((part) => part === null)) return null;
    return sentences(...(parts as string[]));
  }
  const english = catalogFor("en")[text.id];
  if (english === undefined) return null;
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(text.values ?? {})) {
    const rendered = renderValue(value, locale);
    if (rendered === null) return null;
    values[key] = rendered;
  }
  // A descriptor built at run time: nothing here for the extractor to collect.
  const descriptor = { id: text.id, defaultMessage: english };
  return intlFor(locale).formatMessage(descriptor, values);
}

/** Whether a stored metadata value is a notification text (rows written before issue 36 have none). */
export function isNotificationText(value: unknown): value is NotificationText {
  if (!value || typeof value !== "object") return false;
  if ("sentences" in value) return Array.isArray((value as { sentences: unknown }).sentences);
  return typeof (value as { id?: unknown }).id === "string";
}
