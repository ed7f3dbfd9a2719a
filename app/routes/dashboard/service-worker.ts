import { SERVICE_WORKER_SOURCE } from "~/modules/audits";

/**
 * GET /dashboard/sw.js (issue 37): the dashboard's service worker, scoped to
 * /dashboard/ (registered only from dashboard pages). Not a secret: served
 * to anyone, never cached for long, so a new worker reaches devices soon.
 */
export function loader() {
  return new Response(SERVICE_WORKER_SOURCE, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": "/dashboard/",
    },
  });
}
