import { desc, eq } from "drizzle-orm";
import { AppError } from "~/domain/app-error";
import { backups } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { assertCan, can, type Viewer } from "~/modules/permissions";
import { getStorage, type StoredObject } from "~/modules/storage/index.server";
import { BACKUPS_BUCKET } from "./backup-archive.server";
import { backupMessages } from "./backup-messages";
import type { BackupsPanelData } from "./ui/backups-panel";

const SHOWN = 15;

/** The Backups section of Dashboard › Settings, for administrators only (else null). */
export async function getBackupsPanel(
  db: Executor,
  viewer: Viewer,
  options: { done?: boolean } = {},
): Promise<BackupsPanelData | null> {
  if (!can(viewer, "backups.manage")) return null;
  const env = getEnv();
  const rows = await db
    .select({
      id: backups.id,
      kind: backups.kind,
      status: backups.status,
      startedAt: backups.startedAt,
      finishedAt: backups.finishedAt,
      sizeBytes: backups.sizeBytes,
      encrypted: backups.encrypted,
      summary: backups.summary,
      error: backups.error,
    })
    .from(backups)
    .orderBy(desc(backups.startedAt))
    .limit(SHOWN);
  return {
    backups: rows.map((r) => ({
      ...r,
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
    })),
    schedule: {
      daily: env.BACKUP_SCHEDULE === "daily",
      hour: env.BACKUP_HOUR,
      timeZone: env.PROGRAMME_TIME_ZONE,
      keepDaily: env.BACKUP_KEEP_DAILY,
      keepWeekly: env.BACKUP_KEEP_WEEKLY,
      key: env.BACKUP_PASSPHRASE ? "passphrase" : "backup-key",
      storage: env.S3_BUCKET ? "s3" : "local",
    },
    done: options.done === true,
  };
}

/**
 * A stored backup's archive to download: administrators (or the backup
 * token's holder, `viewer` null) only; anything else — or a backup whose
 * archive is gone — is not found.
 */
export async function getBackupDownload(
  db: Executor,
  viewer: Viewer | null,
  backupId: string,
): Promise<{ filename: string; object: StoredObject }> {
  if (viewer) assertCan(viewer, "backups.manage", undefined, { as: "not_found" });
  const [row] = await db.select().from(backups).where(eq(backups.id, backupId));
  if (!row) throw new AppError("not_found", backupMessages.notFound);
  if (row.status !== "succeeded") throw new AppError("not_found", backupMessages.notStored);
  const object = await getStorage().get(BACKUPS_BUCKET, row.objectPath);
  if (!object) throw new AppError("not_found", backupMessages.notStored);
  const stamp = row.startedAt.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  return {
    filename: `humane-portal-backup-${stamp}Z.${row.encrypted ? "tar.gz.enc" : "tar.gz"}`,
    object,
  };
}

/** The archive as a download answer. */
export function backupArchiveResponse(download: { filename: string; object: StoredObject }) {
  return new Response(download.object.body, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Length": String(download.object.size),
      "Content-Disposition": `attachment; filename="${download.filename}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
