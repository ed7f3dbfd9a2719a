import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { buildBlogFeed } from "~/modules/blog/build-blog-feed.server";
import type { Route } from "./+types/blog-feed";

/** GET /blog/rss.xml (RSS 2.0) and /blog/atom.xml (Atom 1.0): the newest published posts. */
export async function loader({ request }: Route.LoaderArgs) {
  const format = new URL(request.url).pathname.endsWith("atom.xml") ? "atom" : "rss";
  try {
    const xml = await buildBlogFeed(getDb(), { baseUrl: getEnv().baseUrl, format });
    return new Response(xml, {
      headers: {
        "Content-Type": `application/${format === "atom" ? "atom" : "rss"}+xml; charset=utf-8`,
        "Cache-Control": "public, max-age=300",
      },
    });
  } catch (error) {
    logger.error({ err: error }, "blog feed failed");
    return new Response("The feed is not available right now. Please try again later.", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
