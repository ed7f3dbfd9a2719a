import { desc, eq } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { blogPostPath } from "./blog-rules";

/** Published posts for the sitemaps (newest first). */
export async function listBlogSitemapEntries(db: Executor) {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.status, "published"))
    .orderBy(desc(blogPosts.publishedAt));
  return rows.map((r) => ({
    slug: r.slug,
    /** The post's address on the site. */
    path: blogPostPath(r.slug),
    title: r.title,
    excerpt: r.excerpt,
    publishedAt: (r.publishedAt ?? r.updatedAt).toISOString(),
    /** The later of publication and last edit. */
    lastModified: new Date(
      Math.max(r.updatedAt.getTime(), r.publishedAt?.getTime() ?? 0),
    ).toISOString(),
  }));
}
