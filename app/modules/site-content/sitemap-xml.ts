import { HREFLANG, LOCALES, localizePath } from "~/domain/locale";
import type { PublicPage } from "./public-pages";

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Absolute URL of a path on the public origin (no trailing slash except the root). */
export function absoluteUrl(baseUrl: string, path: string): string {
  const origin = baseUrl.replace(/\/+$/, "");
  return path === "/" ? `${origin}/` : `${origin}${path}`;
}

/** A page that is not in the fixed list (a blog post, a business, a manual section): its path and last change. */
export type DynamicSitemapEntry = { path: string; lastModified: string };

/** A fixed public page with the time its content last changed. */
export type DatedPublicPage = PublicPage & { lastModified: string };

/**
 * The last change of each fixed public page: the release that renders it
 * (`releaseTime`: their texts change only with a new release), or later
 * when the page shows data that changed since (`dataChanges`, by path:
 * the directory's businesses, the blog's posts, the standards, the manual).
 */
export function datePublicPages(
  pages: readonly PublicPage[],
  releaseTime: string,
  dataChanges: Readonly<Record<string, string | null | undefined>>,
): DatedPublicPage[] {
  return pages.map((page) => {
    const data = dataChanges[page.path];
    return { ...page, lastModified: data && data > releaseTime ? data : releaseTime };
  });
}

/** The latest of several ISO times (null for none). */
export function latestOf(times: readonly (string | null | undefined)[]): string | null {
  let latest: string | null = null;
  for (const time of times) if (time && (latest === null || time > latest)) latest = time;
  return latest;
}

/**
 * One page's entries: its address in each language (English, /fr, /es), each
 * listing every language's address and x-default as `xhtml:link` alternates
 * (decision 086), as search engines read hreflang in a sitemap.
 */
const urlXml = (
  baseUrl: string,
  path: string,
  lastModified: string,
  changefreq: string,
  priority: number,
) => {
  const alternates =
    LOCALES.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${HREFLANG[locale]}" href="${escapeXml(absoluteUrl(baseUrl, localizePath(path, locale)))}"/>\n`,
    ).join("") +
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(baseUrl, path))}"/>\n`;
  return LOCALES.map(
    (locale) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(baseUrl, localizePath(path, locale)))}</loc>\n` +
      `    <lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>\n` +
      `    <changefreq>${changefreq}</changefreq>\n` +
      `    <priority>${priority.toFixed(1)}</priority>\n${alternates}  </url>`,
  ).join("\n");
};

/**
 * A sitemaps.org 0.9 urlset of the given pages on `baseUrl`, then the
 * dynamic entries (blog posts, business pages, manual sections); every URL
 * with its `lastmod` (W3C date), in each language with its alternates.
 */
export function buildSitemapXml(
  baseUrl: string,
  pages: readonly DatedPublicPage[],
  entries: readonly DynamicSitemapEntry[] = [],
): string {
  const urls = [
    ...pages.map((page) =>
      urlXml(baseUrl, page.path, page.lastModified, page.changefreq, page.priority),
    ),
    ...entries.map((entry) => urlXml(baseUrl, entry.path, entry.lastModified, "monthly", 0.6)),
  ];
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`
  );
}

/** robots.txt: public pages allowed; the dashboard and the API are not for crawlers. */
export function buildRobotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /api",
    "",
    `Sitemap: ${absoluteUrl(baseUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
