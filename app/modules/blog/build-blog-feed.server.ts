import { desc, eq } from "drizzle-orm";
import { Feed } from "feed";
import { blogPosts, profiles } from "~/db/schema";
import { messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { httpDate } from "~/lib/http-cache.server";
import { escapeMarkup } from "~/lib/escape-markup";
import { cleanText } from "~/lib/text-hygiene";
import { logger } from "~/lib/logger.server";
import { siteName } from "~/lib/site-config";
import { renderMarkdown } from "~/modules/content/index.server";
import { tagsOfPosts } from "./blog-post-tags.server";
import { BLOG_ATOM_PATH, BLOG_RSS_PATH, blogImagePath, blogPostPath } from "./blog-rules";
import { databaseUnavailableReason } from "~/lib/database-unavailable.server";

/** How many of the newest posts a feed carries. */
export const FEED_SIZE = 20;

export type FeedFormat = "rss" | "atom";

/**
 * The blog's feed (RSS 2.0 or Atom 1.0, written by the `feed` library) of the
 * newest published posts, with absolute links on `baseUrl`, the excerpt as
 * summary and the sanitised HTML body as content. Title and excerpt are
 * plain text, but feed readers read both as HTML (Atom `type="html"`, RSS
 * `description`): they go in escaped, so markup in a title shows as text and
 * never runs. Characters XML forbids are dropped from every text (a post
 * stored before input hygiene must not break the feed for every subscriber).
 */
export async function buildBlogFeed(
  db: Executor,
  options: { baseUrl: string; format: FeedFormat },
) {
  return (await buildDatedBlogFeed(db, options)).xml;
}

/** The feed and its date (the latest publication or edit of a post in it; null when empty). */
async function buildDatedBlogFeed(
  db: Executor,
  options: { baseUrl: string; format: FeedFormat },
): Promise<{ xml: string; updated: Date | null }> {
  const origin = options.baseUrl.replace(/\/+$/, "");
  const rows = await db
    .select({ post: blogPosts, authorName: profiles.name })
    .from(blogPosts)
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(eq(blogPosts.status, "published"))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(FEED_SIZE);
  const tags = await tagsOfPosts(
    db,
    rows.map((r) => r.post.id),
  );
  const updated = rows.reduce(
    (latest, { post }) =>
      Math.max(latest, post.updatedAt.getTime(), post.publishedAt?.getTime() ?? 0),
    0,
  );
  const feed = new Feed({
    title: `${siteName} Blog`,
    description:
      "News and guidance on humane wildlife control and the accreditation programme: seasons, methods, audits and standards.",
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    language: "en",
    updated: new Date(updated || Date.UTC(2024, 5, 1)),
    generator: siteName,
    copyright: `© ${siteName}`,
    favicon: `${origin}/favicon.svg`,
    feedLinks: { rss: `${origin}${BLOG_RSS_PATH}`, atom: `${origin}${BLOG_ATOM_PATH}` },
    author: { name: siteName, link: origin },
  });
  for (const { post, authorName } of rows) {
    const url = `${origin}${blogPostPath(post.slug)}`;
    feed.addItem({
      title: escapeMarkup(cleanText(post.title)),
      id: url,
      link: url,
      date:
        post.updatedAt > (post.publishedAt ?? post.updatedAt)
          ? post.updatedAt
          : (post.publishedAt ?? post.updatedAt),
      published: post.publishedAt ?? post.updatedAt,
      description: escapeMarkup(cleanText(post.excerpt)),
      // Every link and image absolute: feed readers resolve relative ones differently or not at all.
      content: renderMarkdown(post.body, { topHeadingLevel: 2, baseUrl: url }).html,
      author: [{ name: cleanText(authorName ?? messages.unknownUser) }],
      category: (tags.get(post.id) ?? []).map((t) => ({ name: cleanText(t.name), term: t.slug })),
      ...(post.coverImagePath
        ? {
            image: {
              url: `${origin}${blogImagePath(post.coverImagePath)}`,
              type: post.coverImageType ?? "image/png",
            },
          }
        : {}),
    });
  }
  return {
    xml: options.format === "rss" ? feed.rss2() : feed.atom1(),
    updated: updated ? new Date(updated) : null,
  };
}

/**
 * GET /blog/rss.xml and /blog/atom.xml: the feed as a cacheable response, or
 * a plain-text 500 (logged) when it cannot be built.
 */
export async function blogFeedResponse(
  db: Executor,
  options: { baseUrl: string; format: FeedFormat },
) {
  try {
    const { xml, updated } = await buildDatedBlogFeed(db, options);
    return new Response(xml, {
      headers: {
        "Content-Type": `application/${options.format === "atom" ? "atom" : "rss"}+xml; charset=utf-8`,
        "Cache-Control": "public, max-age=300",
        // If-Modified-Since for feed readers (decision 064).
        ...(updated ? { "Last-Modified": httpDate(updated) } : {}),
      },
    });
  } catch (error) {
    // The database out of reach: 503 with Retry-After (app/lib/database-unavailable.server.ts).
    if (databaseUnavailableReason(error)) throw error;
    logger.error({ err: error }, "blog feed failed");
    return new Response("The feed is not available right now. Please try again later.", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
