import { getDb } from "~/lib/db.server";
import { getSessionUser } from "~/modules/auth/index.server";
import { mediaImageResponse } from "~/modules/media/index.server";
import type { Route } from "./+types/media-image";

/**
 * GET /media/{id}/{file} — an image uploaded through the Markdown editor:
 * public once published content shows it, else only for staff (decision 060).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return mediaImageResponse(getDb(), `${params.id}/${params.file}`, () => getSessionUser(request));
}
