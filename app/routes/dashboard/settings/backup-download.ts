import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { requireAccess } from "~/modules/auth/index.server";
import { backupArchiveResponse, getBackupDownload } from "~/modules/backups/index.server";
import type { Route } from "./+types/backup-download";

/** GET a stored backup's archive (administrators; decision 062). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "backups.manage");
  return serveFile(async () =>
    backupArchiveResponse(await getBackupDownload(getDb(), session, params.backupId)),
  );
}
