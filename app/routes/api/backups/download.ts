import { getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import {
  assertBackupToken,
  backupArchiveResponse,
  getBackupDownload,
} from "~/modules/backups/index.server";
import type { Route } from "./+types/download";

/** GET /api/backups/{id} — the archive, for `npm run backup -- --out FILE` (Bearer BACKUP_TOKEN). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return serveFile(async () => {
    assertBackupToken(request);
    return backupArchiveResponse(await getBackupDownload(getDb(), null, params.backupId));
  });
}
