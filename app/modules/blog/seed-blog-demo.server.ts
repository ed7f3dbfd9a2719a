import { eq } from "drizzle-orm";
import { blogPosts } from "~/db/schema";
import { englishVersion, type TranslationLocale } from "~/domain/content-translation";
import type { Database } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import { seedTranslation } from "~/modules/translations/index.server";
import { demoCoverPng } from "./demo-cover-image";
import type { DemoPostsTranslation } from "./demo-post-translation";
import { demoPosts } from "./demo-posts";
import { demoPostsEsMX } from "./demo-posts.es-MX";
import { demoPostsFrCA } from "./demo-posts.fr-CA";
import { saveBlogPost } from "./save-blog-post.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo posts' translations (issue 36), by language. */
export const demoPostTranslations: Partial<Record<TranslationLocale, DemoPostsTranslation>> = {
  "fr-CA": demoPostsFrCA,
  "es-MX": demoPostsEsMX,
};

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
    const saved = await saveBlogPost(
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
    // The post in French and Spanish, as of the text just saved.
    const [row] = await db
      .select({ updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, saved.id));
    for (const [locale, posts] of Object.entries(demoPostTranslations) as [
      TranslationLocale,
      DemoPostsTranslation,
    ][]) {
      const text = posts[post.title];
      if (!text || !row) continue;
      await seedTranslation(db, {
        kind: "blog_post",
        partId: saved.id,
        locale,
        title: text.title,
        body: text.body,
        excerpt: text.excerpt,
        imageAlt: text.coverAlt ?? null,
        sourceVersion: englishVersion.post(row.updatedAt),
      });
    }
  }
  return demoPosts.length;
}
