import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { blogFeedResponse } from "~/modules/blog/index.server";
import type { Route } from "./+types/blog-feed";

/** GET /blog/rss.xml (RSS 2.0) and /blog/atom.xml (Atom 1.0): the newest published posts. */
export function loader({ request }: Route.LoaderArgs) {
  const format = new URL(request.url).pathname.endsWith("atom.xml") ? "atom" : "rss";
  return blogFeedResponse(getDb(), { baseUrl: getEnv().baseUrl, format });
}
