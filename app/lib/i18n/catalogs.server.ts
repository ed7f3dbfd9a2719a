import { LOCALES, type Locale } from "~/domain/locale";
import en from "~/locales/en.json";
import esMX from "~/locales/es-MX.json";
import frCA from "~/locales/fr-CA.json";
import { registerCatalog } from "./catalogs";
import { intlFor } from "./intl";

// The server holds every language: a page, an e-mail or a PDF may be in any.
// English too, so a message named only by its id (a validation code) has its text.
registerCatalog("en", en);
registerCatalog("fr-CA", frCA);
registerCatalog("es-MX", esMX);

/** The formatter of `locale` for server code. */
export const serverIntl = intlFor;

/** All three formatters, in the programme's order (for texts written in every language). */
export function everyIntl() {
  return LOCALES.map((locale: Locale) => ({ locale, intl: intlFor(locale) }));
}
