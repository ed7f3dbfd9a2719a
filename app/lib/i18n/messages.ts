/**
 * A message: its stable id and its English text (ICU MessageFormat), which
 * `scripts/i18n-catalogs.js` extracts into app/locales/en.json.
 */
export type EnglishMessage = { id: string; defaultMessage: string; description?: string };

/**
 * Declares a file's messages beside the code that shows them (decision 086).
 * Ours rather than react-intl's: theirs types every message as taking no
 * values unless each is given a type argument; these take any values, and the
 * catalog test checks that every translation uses the English arguments.
 */
export function defineMessages<const K extends string>(
  messages: Record<K, EnglishMessage>,
): Record<K, EnglishMessage> {
  return messages;
}
