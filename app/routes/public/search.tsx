import { splitLocalePath } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { intlFor } from "~/lib/i18n/intl";
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
    fallback: searchMessages.fetchFailed.defaultMessage,
    context: "site search",
  });

export function meta({ loaderData, location }: Route.MetaArgs) {
  const intl = intlFor(splitLocalePath(location.pathname).locale);
  const query = loaderData?.query;
  return [
    {
      title: pageTitle(
        query
          ? intl.formatMessage(searchMessages.titleQuery, { query })
          : intl.formatMessage(searchMessages.title),
      ),
    },
    { name: "description", content: intl.formatMessage(searchMessages.description) },
    { name: "robots", content: "noindex" },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage page={loaderData} />;
}
