import { and, asc, desc, eq, gt, lt, or } from "drizzle-orm";
import { blogPosts, blogPostSlugs, profiles } from "~/db/schema";
import { AppError, messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { renderMarkdown } from "~/modules/content/index.server";
import { can, type Viewer } from "~/modules/permissions";
import type { BlogPostStatus } from "~/domain/blog-post-status";
import { tagsOfPosts, type BlogTag } from "./blog-post-tags.server";
import { blogImagePath, blogMessages, isValidSlug } from "./blog-rules";

export type BlogPostForReader = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  html: string;
  coverUrl: string | null;
  coverAlt: string | null;
  metaDescription: string;
  ogTitle: string;
  ogDescription: string;
  /** Site-relative URL of the social image (the cover when none of its own). */
  ogImageUrl: string | null;
  status: BlogPostStatus;
  publishedAt: string | null;
  updatedAt: string;
  authorName: string;
  tags: BlogTag[];
  /** Older and newer published posts (not for previews). */
  previous: { title: string; slug: string } | null;
  next: { title: string; slug: string } | null;
};

export type ReaderAnswer =
  { kind: "post"; post: BlogPostForReader; preview: boolean } | { kind: "redirect"; slug: string };

/**
 * One post for /blog/{slug}. Published posts are for everyone; drafts and
 * scheduled posts only for viewers the policy lets preview them
 * (`blog.preview`), everyone else gets not found, as for a slug that never
 * existed. An old slug answers with a redirect to the current one (under the
 * same visibility rule). `loadViewer` is called only for a post that is not
 * published, so the public path stays free of session lookups.
 */
export async function getBlogPostForReader(
  db: Executor,
  slug: string,
  loadViewer: () => Promise<Viewer | null>,
): Promise<ReaderAnswer> {
  const notFound = new AppError("not_found", blogMessages.notFound);
  if (!isValidSlug(slug)) throw notFound;
  let [row] = await db
    .select({ post: blogPosts, authorName: profiles.name })
    .from(blogPosts)
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(eq(blogPosts.slug, slug));
  let redirect = false;
  if (!row) {
    [row] = await db
      .select({ post: blogPosts, authorName: profiles.name })
      .from(blogPostSlugs)
      .innerJoin(blogPosts, eq(blogPosts.id, blogPostSlugs.postId))
      .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
      .where(eq(blogPostSlugs.slug, slug));
    redirect = true;
  }
  if (!row) throw notFound;
  const { post } = row;
  const published = post.status === "published";
  if (!published) {
    const viewer = await loadViewer();
    if (!viewer || !can(viewer, "blog.preview")) throw notFound;
  }
  if (redirect) return { kind: "redirect", slug: post.slug };

  let previous: BlogPostForReader["previous"] = null;
  let next: BlogPostForReader["next"] = null;
  if (published && post.publishedAt) {
    const at = post.publishedAt;
    [previous = null] = await db
      .select({ title: blogPosts.title, slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.status, "published"),
          or(
            lt(blogPosts.publishedAt, at),
            and(eq(blogPosts.publishedAt, at), lt(blogPosts.id, post.id)),
          ),
        ),
      )
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(1);
    [next = null] = await db
      .select({ title: blogPosts.title, slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.status, "published"),
          or(
            gt(blogPosts.publishedAt, at),
            and(eq(blogPosts.publishedAt, at), gt(blogPosts.id, post.id)),
          ),
        ),
      )
      .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id))
      .limit(1);
  }
  const tags = (await tagsOfPosts(db, [post.id])).get(post.id) ?? [];
  const coverUrl = post.coverImagePath ? blogImagePath(post.coverImagePath) : null;
  return {
    kind: "post",
    preview: !published,
    post: {
      id: post.id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      html: renderMarkdown(post.body, { topHeadingLevel: 2 }).html,
      coverUrl,
      coverAlt: post.coverImageAlt,
      metaDescription: post.metaDescription || post.excerpt,
      ogTitle: post.ogTitle || post.title,
      ogDescription: post.ogDescription || post.metaDescription || post.excerpt,
      ogImageUrl: post.ogImagePath ? blogImagePath(post.ogImagePath) : coverUrl,
      status: post.status as BlogPostStatus,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      updatedAt: post.updatedAt.toISOString(),
      authorName: row.authorName ?? messages.unknownUser,
      tags,
      previous,
      next,
    },
  };
}
