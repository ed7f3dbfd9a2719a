import type { Locale } from "~/domain/locale";
import { CATALOG_URL } from "./catalog-urls";
import type { Catalog } from "./catalogs";

/**
 * The browser's loader of one catalog: each language is its own file, so a
 * page downloads only the language it is in (English: nothing). The page
 * preloads it (app/root.tsx), so this fetch is answered from that request.
 */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const url = CATALOG_URL[locale];
  if (!url) return {};
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`catalog ${locale}: HTTP ${response.status}`);
  return (await response.json()) as Catalog;
}
