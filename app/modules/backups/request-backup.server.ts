import type { Database } from "~/lib/db.server";
import { getDatabase } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { createBackup, type BackupRow } from "./create-backup.server";

/** An administrator's "Back up now" (Dashboard › Settings): the policy, the backup, the audit trail. */
export async function requestBackup(db: Database, viewer: Viewer): Promise<BackupRow> {
  assertCan(viewer, "backups.manage");
  const row = await createBackup(db, {
    kind: "manual",
    requestedBy: viewer.user.id,
    driver: getDatabase().driver,
  });
  await writeAuditLog(db, {
    entityType: "backup",
    entityId: row.id,
    action: "backup.created",
    actorId: viewer.user.id,
    details: { bytes: row.sizeBytes },
  });
  return row;
}
