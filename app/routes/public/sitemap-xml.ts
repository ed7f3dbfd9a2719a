import { getEnv } from "~/lib/env.server";
import { publicPages } from "~/modules/site-content/public-pages";
import { buildSitemapXml } from "~/modules/site-content/sitemap-xml";

export function loader() {
  return new Response(buildSitemapXml(getEnv().baseUrl, publicPages), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
