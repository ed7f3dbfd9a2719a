import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { requireUser } from "~/modules/auth/index.server";
import { getAuditPhoto } from "~/modules/audits/index.server";
import type { Route } from "./+types/photo";

/**
 * GET /dashboard/audits/:id/photos/:photoId (issue 37): a photo of an audit's
 * finding for whoever may see it (`auditPhoto.view`; others 404), `?thumb=1`
 * a small copy. Private: never stored by shared caches, never public.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const thumb = new URL(request.url).searchParams.get("thumb") === "1";
  return serveFile(async () => {
    const photo = await getAuditPhoto(getDb(), session, params.id, params.photoId, { thumb });
    return new Response(photo.body as BodyInit, {
      headers: {
        "Content-Type": photo.mimeType,
        "Content-Length": String(photo.size),
        "Content-Disposition": "inline",
        "Cache-Control": "private, max-age=3600",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}
