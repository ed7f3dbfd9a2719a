import { getDb } from "~/lib/db.server";
import { CALENDAR_CONTENT_TYPE, getCalendarFeed } from "~/modules/audits/index.server";
import type { Route } from "./+types/calendar-feed";

/**
 * GET /calendar/{token}.ics (decision 065): an examiner's private audit feed
 * for calendar apps. The token is the credential, so the answer is private
 * and never indexed; an unknown, regenerated or revoked address is 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const ics = await getCalendarFeed(getDb(), params.file);
  if (ics === null) {
    return new Response("No calendar feed has this address.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(ics, {
    headers: {
      "Content-Type": CALENDAR_CONTENT_TYPE,
      "Cache-Control": "private, no-cache",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
