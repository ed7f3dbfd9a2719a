import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { executeRows, type DatabaseHandle } from "~/lib/db.server";
import { getStorage } from "~/modules/storage/index.server";
import { archiveKeyKind, decryptFile, WrongBackupKeyError } from "./backup-crypto.server";
import { GENERATED_KEY_FILES, MANIFEST_NAME, type BackupManifest } from "./backup-archive.server";
import type { RestoreKeys } from "./backup-key.server";
import { listTables, migrationState, snapshotDatabase } from "./dump-database.server";
import { readTar } from "./tar.server";

export type RestoreReport = {
  createdAt: string;
  tables: number;
  rows: number;
  files: number;
  keys: string[];
};

export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreError";
  }
}

const BATCH = 1000;
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const sha256 = (data: Buffer) => crypto.createHash("sha256").update(data).digest("hex");

/**
 * Reads and checks an archive: decrypted first with the key its header asks
 * for (decision 079; a missing or wrong key is a RestoreError before
 * anything is written), then every file and table against the manifest's
 * sizes and checksums.
 */
export async function readBackupArchive(
  file: string,
  secrets: RestoreKeys,
  onFile: (relativePath: string, data: Buffer) => Promise<void>,
): Promise<{ manifest: BackupManifest; tables: Map<string, Buffer>; keys: Map<string, Buffer> }> {
  let source = file;
  let tmp: string | undefined;
  const kind = await archiveKeyKind(file);
  if (kind === "passphrase" && !secrets.passphrase) {
    throw new RestoreError(
      "This backup is encrypted with a passphrase: set BACKUP_PASSPHRASE to the one it was made with. Nothing was restored.",
    );
  }
  if (kind === "key-file" && !secrets.backupKey) {
    throw new RestoreError(
      "This backup is encrypted with a backup key: put the copy you kept of the backup-key file at DATA_DIR/backup-key, or give its path (--key-file or BACKUP_KEY_FILE). Nothing was restored.",
    );
  }
  if (kind) {
    tmp = await fsp.mkdtemp(path.join(os.tmpdir(), "hap-restore-"));
    source = path.join(tmp, "archive.tgz");
    try {
      await decryptFile(
        file,
        source,
        kind === "passphrase"
          ? { kind, secret: secrets.passphrase! }
          : { kind, secret: secrets.backupKey!.secret, file: secrets.backupKey!.file },
      );
    } catch (error) {
      await fsp.rm(tmp, { recursive: true, force: true });
      if (error instanceof WrongBackupKeyError) throw new RestoreError(error.message);
      throw error;
    }
  }
  try {
    const tables = new Map<string, Buffer>();
    const keys = new Map<string, Buffer>();
    const files = new Map<string, { size: number; sha256: string }>();
    let manifest: BackupManifest | undefined;
    const input = fs.createReadStream(source).pipe(zlib.createGunzip());
    for await (const entry of readTar(input)) {
      if (entry.name === MANIFEST_NAME) {
        manifest = JSON.parse(entry.data.toString("utf8")) as BackupManifest;
      } else if (entry.name.startsWith("db/") && entry.name.endsWith(".jsonl")) {
        tables.set(entry.name.slice(3, -6), entry.data);
      } else if (entry.name.startsWith("keys/")) {
        const name = entry.name.slice(5);
        if ((GENERATED_KEY_FILES as readonly string[]).includes(name)) keys.set(name, entry.data);
      } else if (entry.name.startsWith("files/")) {
        const rel = entry.name.slice(6);
        files.set(rel, { size: entry.data.length, sha256: sha256(entry.data) });
        await onFile(rel, entry.data);
      }
    }
    if (manifest?.format !== "humane-accreditation-portal-backup" || manifest.version !== 1) {
      throw new RestoreError("Not a backup of this application (no manifest).");
    }
    for (const [name, expected] of Object.entries(manifest.tables)) {
      const data = tables.get(name);
      if (!data || sha256(data) !== expected.sha256) {
        throw new RestoreError(`Table ${name} does not match the manifest: the backup is damaged.`);
      }
    }
    for (const entry of manifest.files.entries) {
      const found = files.get(entry.path);
      if (!found || found.size !== entry.size || found.sha256 !== entry.sha256) {
        throw new RestoreError(
          `File ${entry.path} does not match the manifest: the backup is damaged.`,
        );
      }
    }
    return { manifest, tables, keys };
  } finally {
    if (tmp) await fsp.rm(tmp, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into an empty database (and, for files, the configured
 * storage) — decision 062. The schema comes from the migrations (the
 * archive must have been made by the same release: same migrations), the
 * rows are loaded in one transaction with triggers and foreign-key checks
 * off (session_replication_role = replica: a superuser, as PGlite always
 * is), sequences are moved past the restored ids, the generated keys are
 * written to DATA_DIR, and then every table is read back and compared with
 * the manifest's counts and checksums.
 */
export async function restoreBackup(options: {
  file: string;
  /** The keys to decrypt with (decision 079): from `restoreKeys`. */
  keys: RestoreKeys;
  handle: DatabaseHandle;
  dataDir: string;
}): Promise<RestoreReport> {
  const { handle } = options;
  const existing = await listTables(handle.db);
  if (existing.length > 0) {
    throw new RestoreError(
      `The database is not empty (${existing.length} tables). Restore into an empty DATA_DIR or a new, empty database.`,
    );
  }
  const written: string[] = [];
  const storage = getStorage();
  try {
    const { manifest, tables, keys } = await readBackupArchive(
      options.file,
      options.keys,
      async (rel, data) => {
        const slash = rel.indexOf("/");
        await storage.put(rel.slice(0, slash), rel.slice(slash + 1), data);
        written.push(rel);
      },
    );
    await handle.migrate();
    const schema = await migrationState(handle.db);
    if (
      schema.count !== manifest.migrations.count ||
      schema.lastHash !== manifest.migrations.lastHash
    ) {
      throw new RestoreError(
        `This backup was made with ${manifest.migrations.count} migrations; this release has ${schema.count}. Restore with the release that made it, then upgrade (migrations run at start).`,
      );
    }
    await loadTables(handle, tables);
    for (const [name, data] of keys) {
      const target = path.join(options.dataDir, name);
      if (!fs.existsSync(target)) {
        await fsp.mkdir(options.dataDir, { recursive: true });
        await fsp.writeFile(target, data, { mode: 0o600 });
      }
    }
    const after = await snapshotDatabase(handle.db);
    for (const [name, expected] of Object.entries(manifest.tables)) {
      const found = after.tables.find((t) => t.name === name);
      if (!found || found.rows !== expected.rows || found.sha256 !== expected.sha256) {
        throw new RestoreError(
          `After restoring, table ${name} has ${found?.rows ?? 0} rows (expected ${expected.rows}) or different contents.`,
        );
      }
    }
    const counts = Object.values(manifest.tables);
    return {
      createdAt: manifest.createdAt,
      tables: counts.length,
      rows: counts.reduce((n, t) => n + t.rows, 0),
      files: manifest.files.entries.length,
      keys: [...keys.keys()],
    };
  } catch (error) {
    for (const rel of written) {
      const slash = rel.indexOf("/");
      await storage.remove(rel.slice(0, slash), rel.slice(slash + 1)).catch(() => {});
    }
    throw error;
  }
}

async function loadTables(handle: DatabaseHandle, tables: Map<string, Buffer>) {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const present = new Set(await listTables(tx));
    for (const [name, data] of tables) {
      if (!present.has(name))
        throw new RestoreError(`Table ${name} does not exist in this release.`);
      const table = sql.raw(quoteIdent(name));
      // Rows the migrations themselves wrote give way to the backup's.
      await tx.execute(sql`delete from ${table}`);
      const columns = (
        await executeRows<{ name: string }>(
          tx,
          sql`select column_name as name from information_schema.columns
              where table_schema = 'public' and table_name = ${name} and is_generated = 'NEVER'
              order by ordinal_position`,
        )
      ).map((c) => quoteIdent(c.name));
      const list = sql.raw(columns.join(", "));
      const lines = data.toString("utf8").split("\n").filter(Boolean);
      for (let i = 0; i < lines.length; i += BATCH) {
        const json = `[${lines.slice(i, i + BATCH).join(",")}]`;
        await tx.execute(
          sql`insert into ${table} (${list}) overriding system value
              select ${list} from json_populate_recordset(null::${table}, ${json}::json)`,
        );
      }
    }
    // Sequences (bigserial columns) continue after the restored ids.
    const sequences = await executeRows<{ tbl: string; col: string; seq: string }>(
      tx,
      sql`select table_name as tbl, column_name as col,
                 pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
          from information_schema.columns
          where table_schema = 'public'
            and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
    );
    for (const s of sequences) {
      await tx.execute(
        sql.raw(
          `select setval('${s.seq.replaceAll("'", "''")}', coalesce((select max(${quoteIdent(s.col)}) from ${quoteIdent(s.tbl)}), 0) + 1, false)`,
        ),
      );
    }
  });
}
