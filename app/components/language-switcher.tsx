import { useIntl } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocation } from "react-router";
import {
  HREFLANG,
  LOCALE_NAMES,
  LOCALES,
  localizePath,
  splitLocalePath,
  type Locale,
} from "~/domain/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { useOptionalRootData } from "~/lib/root-data";

const m = defineMessages({
  label: { id: "switcher.label", defaultMessage: "Language" },
});

/** The same page in each language: public and sign-in pages by prefix, the dashboard unchanged. */
export function useAlternatePaths(): Record<Locale, string> {
  const { pathname, search } = useLocation();
  const { path } = splitLocalePath(pathname);
  const dashboard = path === "/dashboard" || path.startsWith("/dashboard/");
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      dashboard ? pathname + search : localizePath(path, locale) + search,
    ]),
  ) as Record<Locale, string>;
}

/**
 * The language switcher (issue 36): each language named in itself. For an
 * anonymous reader the other languages are plain links (no JavaScript, the
 * pages stay cacheable); for a signed-in person each is a small form that
 * also saves her choice (routes/language.ts).
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const intl = useIntl();
  const current = useLocale();
  const signedIn = Boolean(useOptionalRootData()?.user);
  const paths = useAlternatePaths();
  const { pathname, search } = useLocation();
  const itemClass =
    "inline-flex min-h-8 items-center rounded px-2 py-1 text-sm text-brand-800 underline-offset-4 hover:underline";
  return (
    <nav aria-label={intl.formatMessage(m.label)} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        {LOCALES.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span
                aria-current="true"
                lang={HREFLANG[locale]}
                className="inline-flex min-h-8 items-center px-2 py-1 text-sm font-semibold text-slate-900"
              >
                {LOCALE_NAMES[locale]}
              </span>
            ) : signedIn ? (
              <form method="post" action="/language" className="inline">
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="next" value={pathname + search} />
                <button type="submit" lang={HREFLANG[locale]} className={itemClass}>
                  {LOCALE_NAMES[locale]}
                </button>
              </form>
            ) : (
              <a
                href={paths[locale]}
                hrefLang={HREFLANG[locale]}
                lang={HREFLANG[locale]}
                className={itemClass}
              >
                {LOCALE_NAMES[locale]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `<link rel="alternate" hreflang>` for each language and x-default (the
 * English page), absolute as search engines require. React places them in
 * the document's head.
 */
export function HreflangAlternates() {
  const root = useOptionalRootData();
  const { pathname } = useLocation();
  if (!root) return null;
  const { path } = splitLocalePath(pathname);
  const href = (locale: Locale) => {
    const localized = localizePath(path, locale);
    return `${root.site.baseUrl}${localized === "/" ? "/" : localized}`;
  };
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={HREFLANG[locale]} href={href(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href("en")} />
    </>
  );
}
