import { getDb } from "~/lib/db.server";
import { privateDownload } from "~/lib/download-response";
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
  return serveFile(async () =>
    privateDownload(await getDocumentForDownload(getDb(), user, params.id)),
  );
}
