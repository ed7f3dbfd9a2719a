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

/** A page that is not in the fixed list (a blog post): its path and last change. */
export type DynamicSitemapEntry = { path: string; lastModified: string };

/**
 * A sitemaps.org 0.9 urlset of the given pages on `baseUrl`, then any
 * dynamic entries (blog posts) with their last-modified date.
 */
export function buildSitemapXml(
  baseUrl: string,
  pages: readonly PublicPage[],
  entries: readonly DynamicSitemapEntry[] = [],
): string {
  const urls = pages.map(
    (page) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(baseUrl, page.path))}</loc>\n` +
      `    <changefreq>${page.changefreq}</changefreq>\n` +
      `    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
  );
  for (const entry of entries) {
    urls.push(
      `  <url>\n    <loc>${escapeXml(absoluteUrl(baseUrl, entry.path))}</loc>\n` +
        `    <lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>\n` +
        `    <changefreq>monthly</changefreq>\n` +
        `    <priority>0.6</priority>\n  </url>`,
    );
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
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
