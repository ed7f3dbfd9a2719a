import { DEFAULT_LOCALE, type Locale } from "~/domain/locale";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { currentRequest } from "~/lib/request-scope.server";

/**
 * The language of the person whose request is being answered (decision 086),
 * for the refusals with values the audit services write (a clash with
 * another audit, a status change not allowed); English outside a request.
 */
export async function readerLocale(): Promise<Locale> {
  const request = currentRequest();
  return request ? requestLocale(request) : DEFAULT_LOCALE;
}
