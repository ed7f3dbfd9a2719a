import { eq } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { removeBlogImages } from "./blog-images.server";
import { blogPostChanged } from "./blog-post-changed.server";
import { slugsOfPost } from "./blog-post-slugs.server";
import { blogMessages } from "./blog-rules";

/**
 * Deletes a post (any status; the screen asks for confirmation first): the
 * row, its slugs (old links stop redirecting) and tags in one transaction
 * with the audit row, then its image files.
 */
export async function deleteBlogPost(
  db: Database,
  viewer: Viewer,
  postId: string,
): Promise<{ id: string; title: string }> {
  assertCan(viewer, "blog.manage");
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, postId));
  if (!post) throw new AppError("not_found", blogMessages.notFound);
  const slugs = await slugsOfPost(db, post.id, post.slug);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, post.id))
      .returning({ id: blogPosts.id });
    if (deleted.length === 0) throw new AppError("not_found", blogMessages.notFound);
    await writeAuditLog(tx, {
      entityType: "blog_post",
      entityId: post.id,
      action: "blog_post_deleted",
      actorId: viewer.user.id,
      details: { title: post.title, slug: post.slug, status: post.status },
    });
  });
  await removeBlogImages([post.coverImagePath, post.ogImagePath]);
  if (post.status === "published") {
    await blogPostChanged({ postId: post.id, kind: "deleted", slugs });
  }
  return { id: post.id, title: post.title };
}
