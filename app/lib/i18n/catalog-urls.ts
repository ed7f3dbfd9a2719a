import type { Locale } from "~/domain/locale";
import esMxUrl from "~/locales/es-MX.json?url";
import frCaUrl from "~/locales/fr-CA.json?url";

/**
 * Where the browser fetches each translated catalog (decision 086): a static
 * asset, so the page can ask for it with `<link rel="preload">` while its
 * scripts load, and hydrate without waiting one more round trip. English has
 * none: its texts are the code's own.
 */
export const CATALOG_URL: Readonly<Partial<Record<Locale, string>>> = {
  "fr-CA": frCaUrl,
  "es-MX": esMxUrl,
};
