import type { Locale } from "~/domain/locale";
import type { Catalog } from "./catalogs";

/**
 * The browser's loader of one catalog: each language is its own chunk, so a
 * page downloads only the language it is in (English: nothing).
 */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  switch (locale) {
    case "fr-CA":
      return (await import("~/locales/fr-CA.json")).default;
    case "es-MX":
      return (await import("~/locales/es-MX.json")).default;
    default:
      return {};
  }
}
