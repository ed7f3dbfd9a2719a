import { containsPattern } from "~/lib/list-query.server";
import { and, desc, eq, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import { blogPosts, blogPostTags, blogTags, profiles } from "~/db/schema";
import { AppError, messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { assertCan, deniedMessage, scopeFor, type Viewer } from "~/modules/permissions";
import type { BlogPostStatus } from "~/domain/blog-post-status";
import { listAllTags, tagsOfPosts, type BlogTag } from "./blog-post-tags.server";
import { DASHBOARD_PAGE_SIZE } from "./blog-rules";

export type BlogPostListItem = {
  id: string;
  title: string;
  slug: string;
  status: BlogPostStatus;
  /** ISO: scheduled or publication time. */
  publishedAt: string | null;
  updatedAt: string;
  authorName: string;
  tags: BlogTag[];
};

export type BlogPostListFilter = {
  status?: BlogPostStatus;
  q?: string;
  tag?: string;
  page?: number;
};

/**
 * The dashboard's list of every post (staff: `blogPosts` scope "all"):
 * filter by status and tag, search title, excerpt and slug, most recently
 * changed first, 20 a page, with counts per status and every tag (the filter).
 */
export async function listBlogPosts(db: Executor, viewer: Viewer, filter: BlogPostListFilter = {}) {
  assertCan(viewer, "blog.manage");
  if (scopeFor(viewer, "blogPosts").kind !== "all") {
    throw new AppError("forbidden", deniedMessage(viewer, "blog.manage"));
  }
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.excerpt, pattern),
        ilike(blogPosts.slug, pattern),
      )!,
    );
  }
  if (filter.tag) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(blogPostTags)
          .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
          .where(and(eq(blogPostTags.postId, blogPosts.id), eq(blogTags.slug, filter.tag))),
      ),
    );
  }
  const base = conditions.length > 0 ? and(...conditions) : undefined;
  const where = filter.status ? and(base, eq(blogPosts.status, filter.status)) : base;

  const counts = await db
    .select({ status: blogPosts.status, n: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(base)
    .groupBy(blogPosts.status);
  const byStatus = { draft: 0, scheduled: 0, published: 0 } as Record<BlogPostStatus, number>;
  for (const c of counts) byStatus[c.status as BlogPostStatus] = c.n;
  const total = filter.status
    ? byStatus[filter.status]
    : byStatus.draft + byStatus.scheduled + byStatus.published;
  const pageCount = Math.max(1, Math.ceil(total / DASHBOARD_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);

  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      authorName: profiles.name,
    })
    .from(blogPosts)
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(where)
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(DASHBOARD_PAGE_SIZE)
    .offset((page - 1) * DASHBOARD_PAGE_SIZE);
  const tags = await tagsOfPosts(
    db,
    rows.map((r) => r.id),
  );
  const items: BlogPostListItem[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    status: r.status as BlogPostStatus,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
    authorName: r.authorName ?? messages.unknownUser,
    tags: tags.get(r.id) ?? [],
  }));
  return { items, total, page, pageCount, byStatus, tags: await listAllTags(db) };
}
