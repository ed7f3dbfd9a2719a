import { DEFAULT_LOCALE, pageLocale, type Locale } from "~/domain/locale";
import { currentRequest } from "~/lib/request-scope.server";
import { translateText } from "./translate-text";

type PersonLocale = (request: Request) => Promise<string | null | undefined>;
let personLocale: PersonLocale | null = null;

/**
 * Set once by the auth module (it knows sessions; app/lib does not): the
 * signed-in person's saved language for a request.
 */
export function setPersonLocaleResolver(resolve: PersonLocale): void {
  personLocale = resolve;
}

/**
 * The language of a request's answer (decision 086): the address's prefix
 * on public and sign-in pages, the signed-in person's choice on the
 * dashboard, English otherwise.
 */
export async function requestLocale(request: Request): Promise<Locale> {
  const { pathname } = new URL(request.url);
  const dashboard = pathname === "/dashboard" || pathname.startsWith("/dashboard/");
  const preferred = dashboard && personLocale ? await personLocale(request) : undefined;
  return pageLocale(pathname, preferred);
}

/**
 * A text the server wrote (an error's message, a screen's title) in the
 * language of the request being answered (English outside a request).
 */
export async function inReaderLanguage(text: string): Promise<string> {
  const request = currentRequest();
  const locale = request ? await requestLocale(request) : DEFAULT_LOCALE;
  return translateText(text, locale);
}
