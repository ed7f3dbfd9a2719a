import { contentDisposition } from "~/lib/content-disposition";
import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { requireAccess } from "~/modules/auth/index.server";
import { getComplaintAttachment } from "~/modules/complaints/index.server";
import type { Route } from "./+types/attachment";

/** GET /dashboard/complaints/attachments/{id} — a file sent with a concern, for staff only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "complaint.list");
  return serveFile(async () => {
    const { name, mimeType, object } = await getComplaintAttachment(getDb(), session, params.id);
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
