import { eq } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { blogPostChanged } from "./blog-post-changed.server";
import type { BlogPostStatus } from "~/domain/blog-post-status";
import { slugsOfPost } from "./blog-post-slugs.server";
import { blogMessages } from "./blog-rules";
import { writeBlogPostStatus } from "./change-blog-post-status.server";

/**
 * Unpublish (published → draft: the post leaves /blog, the feed and the
 * sitemap) or unschedule (scheduled → draft). Content is not touched.
 */
export async function unpublishBlogPost(
  db: Database,
  viewer: Viewer,
  postId: string,
  options: { now?: Date } = {},
): Promise<{ id: string; from: BlogPostStatus }> {
  assertCan(viewer, "blog.manage");
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const [post] = await tx
      .select({
        id: blogPosts.id,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        slug: blogPosts.slug,
      })
      .from(blogPosts)
      .where(eq(blogPosts.id, postId));
    if (!post) throw new AppError("not_found", blogMessages.notFound);
    const from = post.status as BlogPostStatus;
    await writeBlogPostStatus(tx, {
      post: { id: post.id, status: from, publishedAt: post.publishedAt },
      to: "draft",
      by: { viewer },
      now,
    });
    return { id: post.id, slug: post.slug, from };
  });
  if (result.from === "published") {
    await blogPostChanged({
      postId: result.id,
      kind: "unpublished",
      slugs: await slugsOfPost(db, result.id, result.slug),
    });
  }
  return { id: result.id, from: result.from };
}
