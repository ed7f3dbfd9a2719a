import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { and, eq, lt } from "drizzle-orm";
import { AppError } from "~/domain/app-error";
import { backupMachine, type BackupKind, type BackupStatus } from "~/domain/backup-status";
import { assertEdgeTaken } from "~/domain/state-machine";
import { backups } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { getEnv, type Env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { isUniqueViolation } from "~/lib/pg-error";
import { getStorage } from "~/modules/storage/index.server";
import { encryptFile } from "./backup-crypto.server";
import { ensureBackupKey } from "./backup-key.server";
import { backupMessages } from "./backup-messages";
import { BACKUPS_BUCKET, sha256OfFile, writeBackupArchive } from "./backup-archive.server";
import { backupsToPrune } from "./backup-retention";

export type BackupRow = typeof backups.$inferSelect;

/** A running backup older than this is taken to be dead (its process stopped). */
const STALE_MS = 60 * 60 * 1000;

type BackupEvent = Parameters<typeof backupMachine.assertEdge>[2];

/** The check before each status write (decision 014): the table must have the edge. */
const edge = (from: BackupStatus, to: BackupStatus, event: BackupEvent) =>
  assertEdgeTaken(
    backupMachine,
    from,
    to,
    { event },
    {
      denied: "Only the backup service changes a backup's status.",
    },
  );

/**
 * Marks backups whose process died as failed (interrupted) and removes any
 * half-stored archive of theirs. `all`: every running backup (a start with
 * the embedded database: this is the only process).
 */
export async function interruptStaleBackups(
  db: Database,
  options: { all?: boolean; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const stale = await db
    .select()
    .from(backups)
    .where(
      and(
        eq(backups.status, "running"),
        options.all ? undefined : lt(backups.startedAt, new Date(now.getTime() - STALE_MS)),
      ),
    );
  for (const row of stale) {
    edge("running", "failed", "system:backup-interrupted");
    await getStorage()
      .remove(BACKUPS_BUCKET, row.objectPath)
      .catch(() => {});
    await db
      .update(backups)
      .set({ status: "failed", finishedAt: now, error: backupMessages.interrupted })
      .where(and(eq(backups.id, row.id), eq(backups.status, "running")));
  }
  return stale.length;
}

/** Deletes the archives retention no longer keeps (their rows stay, as pruned). */
export async function pruneBackups(
  db: Database,
  env: Env = getEnv(),
  now: Date = new Date(),
): Promise<number> {
  const stored = await db
    .select({ id: backups.id, startedAt: backups.startedAt, objectPath: backups.objectPath })
    .from(backups)
    .where(eq(backups.status, "succeeded"));
  const prune = new Set(
    backupsToPrune(
      stored,
      {
        keepDaily: env.BACKUP_KEEP_DAILY,
        keepWeekly: env.BACKUP_KEEP_WEEKLY,
        timeZone: env.PROGRAMME_TIME_ZONE,
      },
      now,
    ),
  );
  for (const row of stored.filter((b) => prune.has(b.id))) {
    edge("succeeded", "pruned", "system:backup-retention");
    await getStorage().remove(BACKUPS_BUCKET, row.objectPath);
    await db
      .update(backups)
      .set({ status: "pruned" })
      .where(and(eq(backups.id, row.id), eq(backups.status, "succeeded")));
  }
  return prune.size;
}

/**
 * Makes one backup (decision 062): a consistent archive of the database,
 * the uploaded files and the generated keys, always encrypted (decision
 * 079: with BACKUP_PASSPHRASE, else the generated backup key, which is never
 * in an archive), stored in the storage driver's `backups` bucket; then applies retention. The row says running until the archive
 * is stored; a process killed half-way leaves a running row that the next
 * backup (or the next start) marks interrupted, and earlier archives are
 * never touched.
 */
export async function createBackup(
  db: Database,
  options: {
    kind: BackupKind;
    requestedBy?: string | null;
    driver: "pglite" | "postgres";
    env?: Env;
    now?: Date;
  },
): Promise<BackupRow> {
  const env = options.env ?? getEnv();
  const now = options.now ?? new Date();
  await interruptStaleBackups(db, { now });
  const id = crypto.randomUUID();
  const { key } = ensureBackupKey(env);
  const objectPath = `${id}/${now.getTime()}-${crypto.randomBytes(6).toString("hex")}.enc`;
  try {
    await db.insert(backups).values({
      id,
      kind: options.kind,
      requestedBy: options.requestedBy ?? null,
      startedAt: now,
      objectPath,
      encrypted: true,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", backupMessages.alreadyRunning);
    throw error;
  }

  const tmpDir = path.join(env.dataDir, "tmp");
  await fsp.mkdir(tmpDir, { recursive: true });
  const archive = path.join(tmpDir, `${id}.tgz.part`);
  const sealed = path.join(tmpDir, `${id}.enc.part`);
  const started = performance.now();
  try {
    const manifest = await writeBackupArchive({
      db,
      driver: options.driver,
      dataDir: env.dataDir,
      storageRoot: env.S3_BUCKET ? null : path.join(env.dataDir, "storage"),
      target: archive,
      now,
    });
    // The plain archive never leaves DATA_DIR/tmp: only its encryption is stored.
    await encryptFile(archive, sealed, key);
    const file = sealed;
    const { size } = await fsp.stat(file);
    const sha256 = await sha256OfFile(file);
    await getStorage().put(BACKUPS_BUCKET, objectPath, { filePath: file });
    const tables = Object.values(manifest.tables);
    edge("running", "succeeded", "system:backup-stored");
    const [row] = await db
      .update(backups)
      .set({
        status: "succeeded",
        finishedAt: new Date(),
        sizeBytes: size,
        sha256,
        summary: {
          tables: tables.length,
          rows: tables.reduce((n, t) => n + t.rows, 0),
          files: manifest.files.entries.length,
          fileBytes: manifest.files.entries.reduce((n, f) => n + f.size, 0),
        },
      })
      .where(and(eq(backups.id, id), eq(backups.status, "running")))
      .returning();
    logger.info(
      { backup: id, kind: options.kind, bytes: size, ms: Math.round(performance.now() - started) },
      "backup stored",
    );
    const pruned = await pruneBackups(db, env, now);
    if (pruned > 0) logger.info({ pruned }, "old backups removed (retention)");
    return row!;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error({ err: error, backup: id }, "backup failed");
    await getStorage()
      .remove(BACKUPS_BUCKET, objectPath)
      .catch(() => {});
    edge("running", "failed", "system:backup-failed");
    await db
      .update(backups)
      .set({ status: "failed", finishedAt: new Date(), error: message.slice(0, 500) })
      .where(and(eq(backups.id, id), eq(backups.status, "running")));
    throw error instanceof AppError
      ? error
      : new AppError("failed", backupMessages.failedPrefix + message);
  } finally {
    await Promise.all([archive, sealed].map((f) => fsp.rm(f, { force: true })));
  }
}

/** Removes temporary archives (and their tables' files) a killed backup left in DATA_DIR/tmp. */
export async function removeBackupLeftovers(dataDir: string) {
  const tmpDir = path.join(dataDir, "tmp");
  if (!fs.existsSync(tmpDir)) return;
  for (const name of await fsp.readdir(tmpDir)) {
    if (name.endsWith(".tgz.part") || name.endsWith(".enc.part") || name.endsWith(".tables.part")) {
      await fsp.rm(path.join(tmpDir, name), { recursive: true, force: true });
    }
  }
}
