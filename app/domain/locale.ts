/**
 * The programme's three languages (issue 36, decision 086): English, French
 * as written in Canada and Spanish as written in Mexico. English keeps
 * today's addresses; French public pages live under `/fr`, Spanish ones
 * under `/es`, the same path after the prefix.
 */
export const LOCALES = ["en", "fr-CA", "es-MX"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The address prefix of each language ("" for English). */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = {
  en: "",
  "fr-CA": "/fr",
  "es-MX": "/es",
};

/** The route-config segment of each prefixed language. */
export const PREFIXED_LOCALES: readonly { locale: Locale; segment: "fr" | "es" }[] = [
  { locale: "fr-CA", segment: "fr" },
  { locale: "es-MX", segment: "es" },
];

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  "fr-CA": "Français",
  "es-MX": "Español",
};

/** The `hreflang` of each language's pages (and `x-default`: the English one). */
export const HREFLANG: Readonly<Record<Locale, string>> = {
  en: "en",
  "fr-CA": "fr",
  "es-MX": "es",
};

/** The `Intl` locale each language formats dates, numbers and money with. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = {
  en: "en-US",
  "fr-CA": "fr-CA",
  "es-MX": "es-MX",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A stored or submitted language, or English for anything else. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The language an address is in and the address without its prefix:
 * "/fr/directory" → fr-CA, "/directory"; "/es" → es-MX, "/"; "/about" → en.
 */
export function splitLocalePath(pathname: string): {
  locale: Locale;
  path: string;
  prefixed: boolean;
} {
  for (const { locale, segment } of PREFIXED_LOCALES) {
    const prefix = `/${segment}`;
    if (pathname === prefix || pathname === `${prefix}/`)
      return { locale, path: "/", prefixed: true };
    if (pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length), prefixed: true };
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname, prefixed: false };
}

/** The address of an (English, unprefixed) path in `locale`: "/about" → "/fr/about", "/" → "/fr". */
export function localizePath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix || !path.startsWith("/")) return path;
  if (path === "/") return prefix;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** Which of the three a language tag ("fr", "fr-FR", "es-419", "en-GB") stands for, if any. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === "fr") return "fr-CA";
  if (primary === "es") return "es-MX";
  if (primary === "en") return "en";
  return null;
}

/**
 * The language a browser prefers among the three, from its Accept-Language
 * header (RFC 9110 §12.5.4: the highest q wins, order breaks ties; q=0 is
 * "not acceptable"); English when it names none of them.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number; index: number } | null = null;
  acceptLanguage.split(",").forEach((part, index) => {
    const [tag = "", ...params] = part.split(";");
    const locale = localeOfTag(tag);
    if (!locale) return;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split("=").map((s) => s.trim());
      if (name === "q") q = Number.parseFloat(value ?? "");
    }
    if (!Number.isFinite(q) || q <= 0) return;
    if (!best || q > best.q) best = { locale, q, index };
  });
  return (best as { locale: Locale } | null)?.locale ?? DEFAULT_LOCALE;
}

/** What the answer of `/` depends on besides the path (its `Vary`). */
export const HOME_VARY = "Accept-Language, Sec-Fetch-Site";

/**
 * The language `/` sends a browser to (decision 086): one arriving from
 * elsewhere (a typed address, a bookmark, another site) whose
 * Accept-Language prefers French or Spanish goes to /fr or /es. A click on
 * the site's own "Home" or "English" (`Sec-Fetch-Site: same-origin`) stays on
 * the English page, and every other page keeps its address for everyone, so
 * search engines index each language. Null: answer the English page.
 */
export function homeRedirectLocale(headers: { get(name: string): string | null }): Locale | null {
  if (headers.get("sec-fetch-site") === "same-origin") return null;
  const preferred = negotiateLocale(headers.get("accept-language"));
  return preferred === DEFAULT_LOCALE ? null : preferred;
}

/**
 * A page's language (decision 086): the address's prefix on public and
 * sign-in pages (/fr, /es; none is English), the person's saved choice
 * (`preferred`) on the dashboard.
 */
export function pageLocale(pathname: string, preferred: string | null | undefined): Locale {
  const { locale, prefixed } = splitLocalePath(pathname);
  if (prefixed) return locale;
  if (pathname === "/dashboard" || pathname.startsWith("/dashboard/")) return toLocale(preferred);
  return locale;
}
