import { and, asc, eq, lte } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { ScheduledJob } from "~/lib/scheduler.server";
import { blogPostChanged } from "./blog-post-changed.server";
import { slugsOfPost } from "./blog-post-slugs.server";
import { writeBlogPostStatus } from "./change-blog-post-status.server";

/**
 * Publishes every scheduled post whose time has come as of `now` — all of
 * them, however long the app was down (catch-up by construction, decision
 * 015). Each post goes through the status writer in its own transaction
 * (`where status = 'scheduled'`), so a post unscheduled or published by hand
 * in the meantime is skipped, and a second run finds nothing to do. The post
 * keeps its scheduled time as its publication date. Returns the ids published.
 */
export async function publishDueBlogPosts(db: Database, now: Date): Promise<string[]> {
  const due = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "scheduled"), lte(blogPosts.publishedAt, now)))
    .orderBy(asc(blogPosts.publishedAt));
  const published: string[] = [];
  for (const post of due) {
    try {
      await db.transaction((tx) =>
        writeBlogPostStatus(tx, {
          post: { id: post.id, status: "scheduled", publishedAt: post.publishedAt },
          to: "published",
          by: { system: "system:scheduled-publish" },
          now,
        }),
      );
    } catch (error) {
      // Changed by someone else since the select: nothing to do for this one.
      if (isAppError(error) && error.code === "conflict") continue;
      throw error;
    }
    published.push(post.id);
    await blogPostChanged({
      postId: post.id,
      kind: "published",
      slugs: await slugsOfPost(db, post.id, post.slug),
    });
  }
  return published;
}

/** Runs on every scheduler tick (60 s by default), at most every 30 s: posts go out on time. */
export const scheduledBlogPublishJob: ScheduledJob<{ published: string[] }> = {
  name: "blog-scheduled-publish",
  intervalMs: 30_000,
  run: async ({ db, now }) => {
    const published = await publishDueBlogPosts(db, now);
    if (published.length > 0) logger.info({ published }, "scheduled blog posts published");
    return { published };
  },
};
