import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { blogPostPath } from "~/modules/blog/blog-rules";
import { listBlogSitemapEntries } from "~/modules/blog/list-blog-sitemap-entries.server";
import { publicPages } from "~/modules/site-content/public-pages";
import { buildSitemapXml } from "~/modules/site-content/sitemap-xml";

export async function loader() {
  const posts = await listBlogSitemapEntries(getDb());
  const entries = posts.map((p) => ({ path: blogPostPath(p.slug), lastModified: p.lastModified }));
  return new Response(buildSitemapXml(getEnv().baseUrl, publicPages, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
