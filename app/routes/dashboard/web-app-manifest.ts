import { webAppManifest } from "~/modules/audits";

/**
 * GET /dashboard/manifest.webmanifest (issue 37): the web app manifest that
 * makes the dashboard installable (start_url and scope within /dashboard).
 * Browsers fetch it without cookies, so it is the same for everyone.
 */
export function loader() {
  return new Response(JSON.stringify(webAppManifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
