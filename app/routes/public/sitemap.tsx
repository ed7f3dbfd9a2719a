import { getDb } from "~/lib/db.server";
import { documentOnlyForAnonymous } from "~/lib/page-scripts";
import { listBlogSitemapEntries } from "~/modules/blog/index.server";
import { publicPageMeta, SitemapPage } from "~/modules/site-content";
import type { Route } from "./+types/sitemap";

/** Sent without client scripts to anonymous visitors (decision 045). */
export const handle = documentOnlyForAnonymous;

export async function loader() {
  return { posts: await listBlogSitemapEntries(getDb()) };
}

export function meta({ location }: { location: { pathname: string } }) {
  return publicPageMeta("/sitemap", location);
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return <SitemapPage posts={loaderData.posts} />;
}
