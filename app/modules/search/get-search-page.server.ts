import type { Executor } from "~/lib/db.server";
import { can, type Viewer } from "~/modules/permissions";
import { searchQuerySchema } from "./search-rules";
import { searchSite } from "./search-site.server";

/**
 * What /search shows: the query as read (any address is valid: a bad page or
 * an over-long query is read sensibly, never refused), one page of results,
 * and whether the viewer may include unpublished blog posts (the policy's
 * `search.drafts`) and asked to.
 */
export async function getSearchPage(
  db: Executor,
  url: URL,
  loadViewer: () => Promise<Viewer | null>,
) {
  const query = searchQuerySchema.parse(Object.fromEntries(url.searchParams));
  const viewer = await loadViewer();
  const mayIncludeDrafts = viewer !== null && can(viewer, "search.drafts");
  const includeDrafts = mayIncludeDrafts && query.drafts;
  const found = await searchSite(db, { query: query.q, page: query.page, includeDrafts });
  return { query: query.q, includeDrafts, mayIncludeDrafts, ...found };
}

export type SearchPageData = Awaited<ReturnType<typeof getSearchPage>>;
