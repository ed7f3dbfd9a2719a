// Restores a backup (decision 062, docs/operations.md) into an EMPTY target:
//   npm run restore -- FILE
// The target is the configuration's database: DATA_DIR (embedded; the folder
// must hold no database and no files yet) or DATABASE_URL (a new, empty
// database). The archive is decrypted (decision 079) with BACKUP_PASSPHRASE
// when it was made with a passphrase, else with the backup key: the file given
// with --key-file, BACKUP_KEY_FILE or DATA_DIR/backup-key (the copy the
// operator kept; a wrong key is refused before anything is written). The archive is
// checked against its manifest (every file and table), loaded, then every
// table is read back and compared with the manifest's counts and checksums.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { closeDatabase, getDatabase } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import {
  backupKeyFile,
  listStoredFiles,
  restoreBackup,
  restoreKeys,
} from "~/modules/backups/index.server";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const usage = `Usage:
  npm run restore -- FILE [--key-file BACKUP_KEY]
      into an empty DATA_DIR, or the empty database of DATABASE_URL; the key: BACKUP_PASSPHRASE,
      or the backup-key file (--key-file, BACKUP_KEY_FILE or DATA_DIR/backup-key)`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h" }, "key-file": { type: "string" } },
  });
  const file = positionals[0];
  if (values.help || !file) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
  const env = getEnv();
  // The database must be empty (no tables): restoreBackup checks it, so a failed attempt can be retried.
  if (!env.S3_BUCKET && (await listStoredFiles(path.join(env.dataDir, "storage"))).length > 0) {
    throw new Error(
      `${path.join(env.dataDir, "storage")} already holds files: restore into an empty DATA_DIR.`,
    );
  }
  console.log(
    `Restoring ${file} into ${env.DATABASE_URL ? "the database of DATABASE_URL" : env.dataDir}…`,
  );
  const started = Date.now();
  const keyFile = values["key-file"];
  const report = await restoreBackup({
    file,
    keys: restoreKeys(env, keyFile),
    handle: getDatabase(),
    dataDir: env.dataDir,
  });
  // The restored server encrypts its next backups with the same key (when none is configured yet).
  const kept = backupKeyFile(env);
  if (keyFile && !env.BACKUP_PASSPHRASE && path.resolve(keyFile) !== kept && !fs.existsSync(kept)) {
    fs.mkdirSync(path.dirname(kept), { recursive: true });
    fs.copyFileSync(keyFile, kept);
    fs.chmodSync(kept, 0o600);
    console.log(`Backup key copied to ${kept}.`);
  }
  console.log(
    `Restored the backup of ${report.createdAt}: ${report.tables} tables, ${report.rows} rows, ${report.files} files${report.keys.length ? `, keys (${report.keys.join(", ")})` : ""}.`,
  );
  console.log(
    `Checked: every table's row count and checksum match the manifest (${Math.round((Date.now() - started) / 1000)} s). Start the server as usual.`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
