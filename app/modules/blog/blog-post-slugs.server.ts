import { and, eq, like, ne, or } from "drizzle-orm";
import { blogPostSlugs } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { blogMessages, slugify } from "./blog-rules";

/**
 * Slugs are claimed in `blog_post_slugs` (primary key = slug), which keeps
 * every slug a post has had: a slug never means two posts, and an old one
 * redirects to the post's current slug (decision 026).
 */

/** Is `slug` free for post `postId` (unused, or used only by that post before)? */
export async function isSlugAvailable(db: Executor, slug: string, postId: string | null) {
  const [row] = await db
    .select({ postId: blogPostSlugs.postId })
    .from(blogPostSlugs)
    .where(eq(blogPostSlugs.slug, slug));
  return !row || row.postId === postId;
}

/** A free slug made from `title`: the plain slug, else with -2, -3, … */
export async function generateSlug(db: Executor, title: string, postId: string | null) {
  const base = slugify(title, 90) || "post";
  const taken = await db
    .select({ slug: blogPostSlugs.slug })
    .from(blogPostSlugs)
    .where(
      and(
        or(eq(blogPostSlugs.slug, base), like(blogPostSlugs.slug, `${base}-%`)),
        postId ? ne(blogPostSlugs.postId, postId) : undefined,
      ),
    );
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * Records `slug` as one of the post's slugs (no-op if it already is). Another
 * post holding it (a race with another editor) → the slug field's message.
 */
export async function claimSlug(db: Executor, slug: string, postId: string) {
  const inserted = await db
    .insert(blogPostSlugs)
    .values({ slug, postId })
    .onConflictDoNothing()
    .returning({ slug: blogPostSlugs.slug });
  if (inserted.length > 0) return;
  if (!(await isSlugAvailable(db, slug, postId))) {
    throw new AppError("validation", blogMessages.slugTaken, { slug: blogMessages.slugTaken });
  }
}

/** Every slug of a post (the current one first): the public paths a change touches. */
export async function slugsOfPost(
  db: Executor,
  postId: string,
  current?: string,
): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPostSlugs.slug })
    .from(blogPostSlugs)
    .where(eq(blogPostSlugs.postId, postId));
  const all = rows.map((r) => r.slug);
  return current ? [current, ...all.filter((s) => s !== current)] : all;
}
