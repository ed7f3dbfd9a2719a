import { asc, eq, inArray, notExists, sql } from "drizzle-orm";
import { blogPosts, blogPostTags, blogTags } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

export type BlogTag = { name: string; slug: string };

/** Replaces a post's tags (creating new tags, dropping tags no post uses any more). */
export async function setPostTags(tx: Executor, postId: string, tags: readonly BlogTag[]) {
  await tx.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  if (tags.length > 0) {
    await tx
      .insert(blogTags)
      .values(tags.map((t) => ({ slug: t.slug, name: t.name })))
      .onConflictDoNothing({ target: blogTags.slug });
    const rows = await tx
      .select({ id: blogTags.id })
      .from(blogTags)
      .where(
        inArray(
          blogTags.slug,
          tags.map((t) => t.slug),
        ),
      );
    await tx.insert(blogPostTags).values(rows.map((r) => ({ postId, tagId: r.id })));
  }
  await tx.delete(blogTags).where(
    notExists(
      tx
        .select({ one: sql`1` })
        .from(blogPostTags)
        .where(eq(blogPostTags.tagId, blogTags.id)),
    ),
  );
}

/** Tags of each post, by name. */
export async function tagsOfPosts(
  db: Executor,
  postIds: readonly string[],
): Promise<Map<string, BlogTag[]>> {
  const out = new Map<string, BlogTag[]>();
  if (postIds.length === 0) return out;
  const rows = await db
    .select({ postId: blogPostTags.postId, name: blogTags.name, slug: blogTags.slug })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(inArray(blogPostTags.postId, [...postIds]))
    .orderBy(asc(blogTags.name));
  for (const row of rows) {
    const list = out.get(row.postId) ?? [];
    list.push({ name: row.name, slug: row.slug });
    out.set(row.postId, list);
  }
  return out;
}

/** Tags of published posts with how many published posts carry each (the public tag filter). */
export async function listPublishedTags(db: Executor): Promise<(BlogTag & { count: number })[]> {
  return db
    .select({ name: blogTags.name, slug: blogTags.slug, count: sql<number>`count(*)::int` })
    .from(blogTags)
    .innerJoin(blogPostTags, eq(blogPostTags.tagId, blogTags.id))
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTags.postId))
    .where(eq(blogPosts.status, "published"))
    .groupBy(blogTags.id, blogTags.name, blogTags.slug)
    .orderBy(asc(blogTags.name));
}

/** Every tag (the dashboard filter). */
export async function listAllTags(db: Executor): Promise<BlogTag[]> {
  return db
    .select({ name: blogTags.name, slug: blogTags.slug })
    .from(blogTags)
    .orderBy(asc(blogTags.name));
}
