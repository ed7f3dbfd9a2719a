import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "~/domain/locale";
import { catalogFor, type Catalog } from "./catalogs";
import { reportIntlError } from "./intl-errors";

const cache = createIntlCache();
const intls = new Map<Locale, { catalog: Catalog; intl: IntlShape<string> }>();

/**
 * The formatter of `locale` outside React (page titles, server code: e-mails,
 * PDFs, notifications, CSV, calendar files, the seal): one per language and
 * catalog, kept for the process.
 */
export function intlFor(locale: Locale): IntlShape<string> {
  const catalog = catalogFor(locale);
  const known = intls.get(locale);
  if (known && known.catalog === catalog) return known.intl;
  const intl = createIntl(
    {
      locale: INTL_LOCALE[locale],
      defaultLocale: INTL_LOCALE[DEFAULT_LOCALE],
      messages: catalog,
      onError: reportIntlError,
    },
    cache,
  );
  intls.set(locale, { catalog, intl });
  return intl;
}
