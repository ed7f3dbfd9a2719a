import { logger } from "~/lib/logger.server";
import { publicContentChanged } from "~/modules/public-cache/index.server";
import { BLOG_ATOM_PATH, BLOG_RSS_PATH, blogPostPath } from "./blog-rules";

/**
 * "A post was published or changed" — the one call every blog write makes
 * AFTER its transaction commits, whenever what the public sees may have
 * changed (publish, scheduled publish, unpublish, an edit or slug change of a
 * published post, delete). It tells the public page cache itself
 * (`publicContentChanged`, decision 035: the cache is a lower module and knows
 * nothing of the blog, decision 082); other listeners hook in here (decision
 * 026): `onBlogPostChanged(listener)` receives the public paths to drop.
 */
export type BlogPostChange = {
  postId: string;
  kind: "published" | "updated" | "unpublished" | "deleted";
  /** Every public path whose answer may differ now (the post under each of its slugs, lists, feeds, sitemaps). */
  paths: string[];
};

type Listener = (change: BlogPostChange) => void | Promise<void>;
const listeners = new Set<Listener>();

/** Registers a listener (e.g. the HTML cache); returns the unsubscribe function. */
export function onBlogPostChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The public paths a change to a post with these slugs touches. */
export function publicPathsForPost(slugs: readonly string[]): string[] {
  return [
    "/",
    "/blog",
    ...slugs.map(blogPostPath),
    BLOG_RSS_PATH,
    BLOG_ATOM_PATH,
    "/sitemap",
    "/sitemap.xml",
  ];
}

/**
 * Tells the public page cache, then every listener; a failing listener is
 * logged and never undoes the change.
 */
export async function blogPostChanged(change: Omit<BlogPostChange, "paths"> & { slugs: string[] }) {
  const event: BlogPostChange = {
    postId: change.postId,
    kind: change.kind,
    paths: publicPathsForPost(change.slugs),
  };
  logger.info({ postId: event.postId, kind: event.kind }, "blog post changed");
  publicContentChanged(`blog post ${event.kind}`);
  for (const listener of listeners) {
    try {
      await listener(event);
    } catch (error) {
      logger.error({ err: error, postId: event.postId }, "blog change listener failed");
    }
  }
}
