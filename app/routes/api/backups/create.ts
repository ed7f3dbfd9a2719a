import { getDatabase, getDb } from "~/lib/db.server";
import { serveFile } from "~/lib/form-action.server";
import { assertBackupToken, createBackup } from "~/modules/backups/index.server";
import type { Route } from "./+types/create";

/**
 * POST /api/backups — `npm run backup` asks the running server for a backup
 * (with the embedded database only the server may open it). Bearer
 * BACKUP_TOKEN; answers the stored backup as JSON (decision 062).
 */
export async function action({ request }: Route.ActionArgs) {
  return serveFile(async () => {
    assertBackupToken(request);
    const row = await createBackup(getDb(), { kind: "command", driver: getDatabase().driver });
    return Response.json(
      {
        id: row.id,
        startedAt: row.startedAt,
        sizeBytes: row.sizeBytes,
        sha256: row.sha256,
        encrypted: row.encrypted,
        summary: row.summary,
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
