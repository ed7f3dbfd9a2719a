import { privateDownload } from "~/lib/download-response";
import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { requireAccess } from "~/modules/auth/index.server";
import { getCorrectiveActionEvidence } from "~/modules/corrective-actions/index.server";
import type { Route } from "./+types/evidence";

/**
 * GET /dashboard/corrective-actions/{id}/evidence/{evidenceId}: a private
 * evidence file, for whoever may see the action; anyone else gets 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "correctiveAction.list");
  return serveFile(async () =>
    privateDownload(
      await getCorrectiveActionEvidence(getDb(), session, params.id, params.evidenceId),
    ),
  );
}
