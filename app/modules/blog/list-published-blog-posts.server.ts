import { and, count, desc, eq, exists, sql } from "drizzle-orm";
import { blogPosts, blogPostTags, blogTags, profiles } from "~/db/schema";
import { messages } from "~/domain/app-error";
import { englishVersion } from "~/domain/content-translation";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import {
  contentNote,
  readerTranslations,
  type ContentNote,
} from "~/modules/translations/index.server";
import { listPublishedTags, tagsOfPosts, type BlogTag } from "./blog-post-tags.server";
import { blogImagePath, PUBLIC_PAGE_SIZE } from "./blog-rules";

export type PublishedPostCard = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  /** Public URL of the cover image. */
  coverUrl: string | null;
  coverAlt: string | null;
  publishedAt: string;
  updatedAt: string;
  authorName: string;
  tags: BlogTag[];
  /** On a French or Spanish page: shown in English, or translated from an earlier text (issue 36). */
  note: ContentNote | null;
};

/**
 * The public blog: published posts newest first, 9 a page, optionally only
 * those with a tag; plus every tag in use with its count (the filter). Needs
 * no viewer — the answer is the same for everyone.
 */
export async function listPublishedBlogPosts(
  db: Executor,
  filter: { page?: number; tag?: string } = {},
  locale: Locale = "en",
) {
  const tagCondition = filter.tag
    ? exists(
        db
          .select({ one: sql`1` })
          .from(blogPostTags)
          .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
          .where(and(eq(blogPostTags.postId, blogPosts.id), eq(blogTags.slug, filter.tag))),
      )
    : undefined;
  const where = and(eq(blogPosts.status, "published"), tagCondition);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(blogPosts)
    .where(where);
  const pageCount = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      coverImagePath: blogPosts.coverImagePath,
      coverImageAlt: blogPosts.coverImageAlt,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      authorName: profiles.name,
    })
    .from(blogPosts)
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(PUBLIC_PAGE_SIZE)
    .offset((page - 1) * PUBLIC_PAGE_SIZE);
  const tags = await tagsOfPosts(
    db,
    rows.map((r) => r.id),
  );
  const allTags = await listPublishedTags(db);
  const texts = await readerTranslations(
    db,
    "blog_post",
    locale,
    rows.map((r) => ({ id: r.id, version: englishVersion.post(r.updatedAt) })),
  );
  const posts: PublishedPostCard[] = rows.map((r) => {
    const text = texts.get(r.id);
    return {
      id: r.id,
      title: text?.title ?? r.title,
      slug: r.slug,
      excerpt: text?.excerpt ?? r.excerpt,
      coverUrl: r.coverImagePath ? blogImagePath(r.coverImagePath) : null,
      coverAlt: text?.imageAlt ?? r.coverImageAlt,
      note: contentNote(locale, text),
      publishedAt: (r.publishedAt ?? r.updatedAt).toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      authorName: r.authorName ?? messages.unknownUser,
      tags: tags.get(r.id) ?? [],
    };
  });
  const activeTag = filter.tag ? (allTags.find((t) => t.slug === filter.tag) ?? null) : null;
  return { posts, total, page, pageCount, tags: allTags, activeTag };
}
