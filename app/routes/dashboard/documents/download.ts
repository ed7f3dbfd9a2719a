import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { requireUser } from "~/modules/auth/index.server";
import { getDocumentForDownload } from "~/modules/documents/index.server";
import type { Route } from "./+types/download";

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "document";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

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
