import type { Locale } from "~/domain/locale";

/**
 * A language's messages: id → ICU MessageFormat text (app/locales/*.json,
 * decision 086). English needs none: each message's English text is its
 * `defaultMessage` beside the code, extracted into app/locales/en.json.
 */
export type Catalog = Readonly<Record<string, string>>;

const registry = new Map<Locale, Catalog>();

/**
 * Makes a language's catalog available to `catalogFor`: the server registers
 * all three when it starts (catalogs.server.ts); the browser registers only
 * the page's own before it hydrates (app/entry.client.tsx), so a client
 * bundle carries one language.
 */
export function registerCatalog(locale: Locale, catalog: Catalog): void {
  registry.set(locale, catalog);
}

const EMPTY: Catalog = Object.freeze({});

/** The registered catalog of `locale` (empty for English and before registration). */
export function catalogFor(locale: Locale): Catalog {
  return registry.get(locale) ?? EMPTY;
}
