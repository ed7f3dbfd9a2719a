import { desc, eq } from "drizzle-orm";
import { blogPosts, blogPostSlugs, profiles } from "~/db/schema";
import { AppError, messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import type { BlogPostStatus } from "~/domain/blog-post-status";
import { tagsOfPosts } from "./blog-post-tags.server";
import { blogMessages } from "./blog-rules";

export type BlogPostForEdit = {
  id: string;
  title: string;
  slug: string;
  /** Earlier slugs that redirect here. */
  oldSlugs: string[];
  excerpt: string;
  body: string;
  tags: string;
  coverImagePath: string | null;
  coverImageAlt: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImagePath: string | null;
  status: BlogPostStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  authorName: string;
};

/** A post with everything the editor shows (staff only; a missing post is not found). */
export async function getBlogPostForEdit(
  db: Executor,
  viewer: Viewer,
  postId: string,
): Promise<BlogPostForEdit> {
  assertCan(viewer, "blog.manage");
  if (!/^[0-9a-f-]{36}$/i.test(postId)) throw new AppError("not_found", blogMessages.notFound);
  const [row] = await db
    .select({ post: blogPosts, authorName: profiles.name })
    .from(blogPosts)
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(eq(blogPosts.id, postId));
  if (!row) throw new AppError("not_found", blogMessages.notFound);
  const { post } = row;
  const slugs = await db
    .select({ slug: blogPostSlugs.slug })
    .from(blogPostSlugs)
    .where(eq(blogPostSlugs.postId, post.id))
    .orderBy(desc(blogPostSlugs.createdAt));
  const tags = (await tagsOfPosts(db, [post.id])).get(post.id) ?? [];
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    oldSlugs: slugs.map((s) => s.slug).filter((s) => s !== post.slug),
    excerpt: post.excerpt,
    body: post.body,
    tags: tags.map((t) => t.name).join(", "),
    coverImagePath: post.coverImagePath,
    coverImageAlt: post.coverImageAlt,
    metaDescription: post.metaDescription,
    ogTitle: post.ogTitle,
    ogDescription: post.ogDescription,
    ogImagePath: post.ogImagePath,
    status: post.status as BlogPostStatus,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    authorName: row.authorName ?? messages.unknownUser,
  };
}
