import { data, redirect } from "react-router";
import { localizePath, type Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { Viewer } from "~/modules/permissions";
import { blogPostPath } from "./blog-rules";
import { getBlogPostForReader } from "./get-blog-post-for-reader.server";

/**
 * What /blog/{slug} shows: the post (with the site's address for its social
 * tags); an old address of the post redirects permanently to the current one.
 */
export async function getBlogPostPage(
  db: Executor,
  slug: string,
  viewer: () => Promise<Viewer | null>,
  locale: Locale = "en",
) {
  const answer = await getBlogPostForReader(db, slug, viewer, locale);
  if (answer.kind === "redirect") {
    throw redirect(localizePath(blogPostPath(answer.slug), locale), 301);
  }
  return data(
    { post: answer.post, preview: answer.preview, baseUrl: getEnv().baseUrl },
    // Drafts and scheduled posts are shown to staff only: never stored by a cache.
    answer.preview ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}
