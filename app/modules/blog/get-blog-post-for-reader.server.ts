import { and, asc, desc, eq, gt, lt, or } from "drizzle-orm";
import { blogPosts, blogPostSlugs, profiles } from "~/db/schema";
import { AppError, messages } from "~/domain/app-error";
import { englishVersion } from "~/domain/content-translation";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import {
  contentNote,
  readerTranslations,
  type ContentNote,
} from "~/modules/translations/index.server";
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
  /** On a French or Spanish page: shown in English, or translated from an earlier text (issue 36). */
  note: ContentNote | null;
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
  locale: Locale = "en",
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

  type Neighbour = { id: string; title: string; slug: string; updatedAt: Date };
  let previous: Neighbour | null = null;
  let next: Neighbour | null = null;
  if (published && post.publishedAt) {
    const at = post.publishedAt;
    [previous = null] = await db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        updatedAt: blogPosts.updatedAt,
      })
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
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        updatedAt: blogPosts.updatedAt,
      })
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
  // The reader's language (issue 36): the post's and its neighbours' translations, if any.
  const texts = await readerTranslations(
    db,
    "blog_post",
    locale,
    [post, previous, next]
      .filter((p): p is Neighbour => p !== null)
      .map((p) => ({ id: p.id, version: englishVersion.post(p.updatedAt) })),
  );
  const text = texts.get(post.id);
  const neighbour = (p: Neighbour | null) =>
    p ? { title: texts.get(p.id)?.title ?? p.title, slug: p.slug } : null;
  const title = text?.title ?? post.title;
  const excerpt = text?.excerpt ?? post.excerpt;
  const coverUrl = post.coverImagePath ? blogImagePath(post.coverImagePath) : null;
  return {
    kind: "post",
    preview: !published,
    post: {
      id: post.id,
      title,
      slug: post.slug,
      excerpt,
      html: renderMarkdown(text?.body ?? post.body, { topHeadingLevel: 2 }).html,
      coverUrl,
      coverAlt: text?.imageAlt ?? post.coverImageAlt,
      // A translation has no SEO fields of its own: its excerpt and title serve.
      metaDescription: text ? excerpt : post.metaDescription || post.excerpt,
      ogTitle: text ? title : post.ogTitle || post.title,
      ogDescription: text ? excerpt : post.ogDescription || post.metaDescription || post.excerpt,
      ogImageUrl: post.ogImagePath ? blogImagePath(post.ogImagePath) : coverUrl,
      status: post.status as BlogPostStatus,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      updatedAt: post.updatedAt.toISOString(),
      authorName: row.authorName ?? messages.unknownUser,
      tags,
      previous: neighbour(previous),
      next: neighbour(next),
      note: contentNote(locale, text),
    },
  };
}
