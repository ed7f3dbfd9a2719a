import { DEFAULT_LOCALE } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { currentRequest } from "~/lib/request-scope.server";

/**
 * The formatter of the language of the request being answered (English
 * outside a request): the standards' refusals with values (a number, a
 * version) are written in the reader's language where they are produced.
 */
export async function readerIntl() {
  const request = currentRequest();
  return intlFor(request ? await requestLocale(request) : DEFAULT_LOCALE);
}
