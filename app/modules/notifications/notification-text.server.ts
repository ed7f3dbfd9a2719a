import type { Locale } from "~/domain/locale";
import { formatDate, formatDateTime } from "~/lib/format";
import { catalogFor } from "~/lib/i18n/catalogs";
import { intlFor } from "~/lib/i18n/intl";
import { sentences } from "~/lib/sentence";
import type { EnglishMessage } from "~/lib/i18n/messages";

/**
 * A notification's text as stored (issue 36): a catalog message's id and its
 * values, or several such sentences, so each reader sees it in her own
 * language when she reads it, not in the language of the day it was written.
 * A value is plain text (a certificate number, a reason someone wrote), a
 * number, a moment to be written in the reader's language, or itself a
 * message (a status's label).
 */
export type NotificationText =
  { id: string; values?: Record<string, NotificationValue> } | { sentences: NotificationText[] };
export type NotificationValue =
  | string
  | number
  | { day: string; timeZone?: string }
  | { moment: string; timeZone?: string }
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
  if ("day" in value) return formatDate(value.day, value.timeZone, locale);
  if ("moment" in value) return formatDateTime(value.moment, value.timeZone, locale);
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
