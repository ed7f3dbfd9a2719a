import { privateDownload } from "~/lib/download-response";
import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { requireAccess } from "~/modules/auth/index.server";
import { getComplaintAttachment } from "~/modules/complaints/index.server";
import type { Route } from "./+types/attachment";

/** GET /dashboard/complaints/attachments/{id} — a file sent with a concern, for staff only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "complaint.list");
  return serveFile(async () =>
    privateDownload(await getComplaintAttachment(getDb(), session, params.id)),
  );
}
