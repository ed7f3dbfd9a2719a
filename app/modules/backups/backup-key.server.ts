import path from "node:path";
import type { Env } from "~/lib/env.server";
import { readOrCreateSecretFile, readSecretFile } from "~/lib/secret-file.server";
import type { BackupKey } from "./backup-crypto.server";

/**
 * Where the generated backup key is kept (decision 079): BACKUP_KEY_FILE, or
 * `DATA_DIR/backup-key`. Never written into an archive; the operator keeps a
 * copy of it away from the backups (docs/operations.md).
 */
export function backupKeyFile(env: Env): string {
  return env.BACKUP_KEY_FILE
    ? path.resolve(env.BACKUP_KEY_FILE)
    : path.join(env.dataDir, "backup-key");
}

/**
 * The key new backups are encrypted with: the operator's BACKUP_PASSPHRASE,
 * else the generated backup key (created at first start, or here when a
 * backup comes first). `created`: this call wrote the key file.
 */
export function ensureBackupKey(env: Env): { key: BackupKey; created: boolean } {
  if (env.BACKUP_PASSPHRASE) {
    return { key: { kind: "passphrase", secret: env.BACKUP_PASSPHRASE }, created: false };
  }
  const file = backupKeyFile(env);
  const { secret, created } = readOrCreateSecretFile(file);
  return { key: { kind: "key-file", secret, file }, created };
}

/** The keys a restore can try, none of them created: the passphrase and the backup-key file. */
export type RestoreKeys = {
  passphrase?: string;
  backupKey?: { secret: string; file: string };
};

/** The restore's keys from the configuration, or from `keyFile` (a copy the operator kept). */
export function restoreKeys(env: Env, keyFile?: string): RestoreKeys {
  const file = keyFile ? path.resolve(keyFile) : backupKeyFile(env);
  const secret = readSecretFile(file);
  if (keyFile && !secret) throw new Error(`No backup key in ${file}.`);
  return {
    passphrase: env.BACKUP_PASSPHRASE,
    backupKey: secret ? { secret, file } : undefined,
  };
}

/**
 * The production start-up warning (decision 079): backups go to remote
 * storage (the S3 bucket) while their key is the generated one, kept on the
 * server only — a lost server leaves archives no one can open, unless the
 * operator kept a copy of the key.
 */
export function backupsStartupWarning(env: Env): string | null {
  if (env.NODE_ENV !== "production" || !env.S3_BUCKET || env.BACKUP_PASSPHRASE) return null;
  return `backups go to the S3 bucket encrypted with the generated backup key (${backupKeyFile(env)}), which only this server holds: set BACKUP_PASSPHRASE (an operator-held key), or keep a copy of that file away from the server and the bucket (docs/operations.md)`;
}
