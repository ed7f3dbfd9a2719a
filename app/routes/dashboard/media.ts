import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { requireAccess } from "~/modules/auth/index.server";
import { mediaMessages } from "~/modules/media";
import { mediaLibraryAnswer, mediaUploadAnswer } from "~/modules/media/index.server";
import type { Route } from "./+types/media";

/** GET /dashboard/media?page=n — the media library of the Markdown editor (data for its picker). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAccess(request, "media.manage");
  return loadPage(() => mediaLibraryAnswer(getDb(), viewer, new URL(request.url)), {
    fallback: mediaMessages.fetchFailed,
    context: "media library",
  });
}

/** POST /dashboard/media — upload one image (`file`, `alt`) from the editor (decision 060). */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAccess(request, "media.manage");
  return mediaUploadAnswer(getDb(), viewer, request);
}
