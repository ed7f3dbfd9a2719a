import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { getSessionUser } from "~/modules/auth/index.server";
import { SearchPage, searchMessages } from "~/modules/search";
import { getSearchPage } from "~/modules/search/index.server";
import { pageTitle } from "~/modules/site-content";
import type { Route } from "./+types/search";

/** A GET form and links: sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export const loader = ({ request }: Route.LoaderArgs) =>
  loadPage(() => getSearchPage(getDb(), new URL(request.url), () => getSessionUser(request)), {
    fallback: searchMessages.fetchFailed,
    context: "site search",
  });

export function meta({ loaderData }: Route.MetaArgs) {
  const query = loaderData?.query;
  return [
    { title: pageTitle(query ? `Search: ${query}` : "Search") },
    { name: "description", content: "Search the standards, the operations manual and the blog." },
    { name: "robots", content: "noindex" },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage page={loaderData} />;
}
