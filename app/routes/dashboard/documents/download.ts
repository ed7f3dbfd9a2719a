import { getDb } from "~/lib/db.server";
import { contentDisposition } from "~/lib/content-disposition";
import { serveFile } from "~/lib/form-action.server";
import { requireUser } from "~/modules/auth/index.server";
import { getDocumentForDownload } from "~/modules/documents/index.server";
import type { Route } from "./+types/download";

/**
 * GET /dashboard/documents/{id}/download — streams a private document to a
 * viewer allowed to see it (owner, staff, examiner); anyone else gets 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return serveFile(async () => {
    const { name, mimeType, object } = await getDocumentForDownload(getDb(), user, params.id);
    return new Response(object.body, {
      headers: {
        "Content-Type": mimeType,
        "Content-Length": String(object.size),
        "Content-Disposition": contentDisposition(name),
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  });
}
