import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { listBlogSitemapEntries } from "~/modules/blog/index.server";
import { listDirectorySitemapEntries } from "~/modules/directory/index.server";
import { publicPages } from "~/modules/site-content";
import { buildSitemapXml } from "~/modules/site-content";

export async function loader() {
  const posts = await listBlogSitemapEntries(getDb());
  const businesses = await listDirectorySitemapEntries(getDb());
  const entries = [
    ...posts.map((p) => ({ path: p.path, lastModified: p.lastModified })),
    ...businesses,
  ];
  return new Response(buildSitemapXml(getEnv().baseUrl, publicPages, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
