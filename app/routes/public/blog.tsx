import { splitLocalePath } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import {
  BLOG_ATOM_PATH,
  BLOG_RSS_PATH,
  BlogListPage,
  blogListMessages,
  blogMessages,
} from "~/modules/blog";
import { getBlogListPage } from "~/modules/blog/index.server";
import { pageTitle, publicPageMeta } from "~/modules/site-content";
import type { Route } from "./+types/blog";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export const loader = ({ request }: Route.LoaderArgs) =>
  loadPage(() => getBlogListPage(getDb(), new URL(request.url)), {
    fallback: blogMessages.fetchFailed,
    context: "public blog list",
  });

export function meta({ loaderData, location }: Route.MetaArgs) {
  const base = publicPageMeta("/blog", location);
  const tag = loaderData?.activeTag;
  const page = loaderData?.page ?? 1;
  if (!tag && page === 1) return base;
  const intl = intlFor(splitLocalePath(location.pathname).locale);
  const name = tag
    ? intl.formatMessage(blogListMessages.postsTagged, { tag: tag.name })
    : intl.formatMessage(blogListMessages.title);
  const title = pageTitle(
    page > 1
      ? intl.formatMessage(blogListMessages.titlePage, { title: name, page: String(page) })
      : name,
  );
  return [{ title }, ...base.filter((m) => !("title" in m))];
}

export function links() {
  return [
    { rel: "alternate", type: "application/rss+xml", title: "Blog (RSS)", href: BLOG_RSS_PATH },
    { rel: "alternate", type: "application/atom+xml", title: "Blog (Atom)", href: BLOG_ATOM_PATH },
  ];
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return <BlogListPage {...loaderData} />;
}
