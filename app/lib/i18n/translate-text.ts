import type { Locale } from "~/domain/locale";
import { catalogFor } from "./catalogs";
import { intlFor } from "./intl";

let englishIndex: { catalog: object; ids: Map<string, string> } | null = null;

/** English text → id, for the catalog's messages without arguments. */
function idOfEnglish(text: string): string | undefined {
  const english = catalogFor("en");
  if (!englishIndex || englishIndex.catalog !== english) {
    const ids = new Map<string, string>();
    for (const [id, message] of Object.entries(english)) {
      if (!message.includes("{") && !ids.has(message)) ids.set(message, id);
    }
    englishIndex = { catalog: english, ids };
  }
  return englishIndex.ids.get(text);
}

/**
 * A text the server wrote for a reader (a form's or a field's message, a
 * refusal) in the reader's language (decision 086): `text` is a message id,
 * or the English text of a catalog message without arguments (schemas and
 * services keep their English text, declared with `defineMessages`, and the
 * answer is translated here, at the edge). Anything else is returned as it is.
 * Needs the server's catalogs (app/lib/i18n/catalogs.server.ts).
 */
export function translateText(text: string, locale: Locale): string {
  const english = catalogFor("en");
  const id = Object.hasOwn(english, text) ? text : idOfEnglish(text);
  if (!id) return text;
  if (locale !== "en" && !Object.hasOwn(catalogFor(locale), id)) return english[id] ?? text;
  // A descriptor built at run time: nothing here for the extractor to collect.
  const descriptor = { id, defaultMessage: english[id] };
  try {
    return intlFor(locale).formatMessage(descriptor);
  } catch {
    return text;
  }
}
