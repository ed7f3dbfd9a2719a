import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { releaseTime } from "~/lib/release.server";
import { listBlogSitemapEntries } from "~/modules/blog/index.server";
import { listDirectorySitemapEntries } from "~/modules/directory/index.server";
import { listManualSitemapEntries } from "~/modules/operations-manual/index.server";
import { buildSitemapXml, datePublicPages, latestOf, publicPages } from "~/modules/site-content";
import { getStandardsLastChange } from "~/modules/standards/index.server";

/** sitemap.xml: every public page, post, business and manual section, each with its lastmod. */
export async function loader() {
  const db = getDb();
  const [posts, businesses, sections, standards] = await Promise.all([
    listBlogSitemapEntries(db),
    listDirectorySitemapEntries(db),
    listManualSitemapEntries(db),
    getStandardsLastChange(db),
  ]);
  const postEntries = posts.map((p) => ({ path: p.path, lastModified: p.lastModified }));
  const pages = datePublicPages(publicPages, releaseTime, {
    "/blog": latestOf(postEntries.map((e) => e.lastModified)),
    "/directory": latestOf(businesses.map((e) => e.lastModified)),
    "/operations-manual": latestOf(sections.map((e) => e.lastModified)),
    "/standards": standards,
  });
  const xml = buildSitemapXml(getEnv().baseUrl, pages, [
    ...postEntries,
    ...businesses,
    ...sections,
  ]);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
