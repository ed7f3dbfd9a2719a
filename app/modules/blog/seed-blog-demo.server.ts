import type { Database } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import { demoCoverPng } from "./demo-cover-image";
import { demoPosts } from "./demo-posts";
import { saveBlogPost } from "./save-blog-post.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo blog (with the demo data only): published posts in the recent past
 * with covers, one scheduled post and one draft, written through the same
 * service as the editor (slugs, tags, images, audit rows). `authors`: the
 * staff viewers the posts are written by.
 */
export async function seedBlogDemo(
  db: Database,
  authors: readonly [Viewer, Viewer],
  now: Date = new Date(),
): Promise<number> {
  for (const post of demoPosts) {
    const at = new Date(now.getTime() - (post.daysAgo ?? 0) * DAY_MS);
    await saveBlogPost(
      db,
      authors[post.author],
      {
        intent: post.daysAgo !== undefined ? "publish" : post.scheduleInDays ? "schedule" : "save",
        fields: {
          title: post.title,
          slug: "",
          excerpt: post.excerpt,
          body: post.body,
          tags: post.tags,
          metaDescription: post.metaDescription ?? "",
          coverImageAlt: post.cover?.alt ?? "",
          publishAt: post.scheduleInDays
            ? new Date(now.getTime() + post.scheduleInDays * DAY_MS).toISOString().slice(0, 16)
            : "",
        },
        cover: post.cover
          ? { name: "cover.png", bytes: demoCoverPng(post.cover.from, post.cover.to) }
          : null,
      },
      { now: at, timeZone: "UTC" },
    );
  }
  return demoPosts.length;
}
