import { z } from "zod";
import { splitLocalePath } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { listPublishedBlogPosts } from "./list-published-blog-posts.server";

const querySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  tag: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional()
    .catch(undefined),
});

/**
 * What /blog shows: one page of published posts, optionally of one tag (a
 * malformed page or tag in the address is ignored), and whether a tag was
 * asked for (an unknown tag shows its own empty text).
 */
export async function getBlogListPage(db: Executor, url: URL) {
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  const { locale } = splitLocalePath(url.pathname);
  return {
    ...(await listPublishedBlogPosts(db, query, locale)),
    tagRequested: Boolean(query.tag),
  };
}

export type BlogListPageData = Awaited<ReturnType<typeof getBlogListPage>>;
