import { getEnv } from "~/lib/env.server";
import { buildRobotsTxt } from "~/modules/site-content";

export function loader() {
  return new Response(buildRobotsTxt(getEnv().baseUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
