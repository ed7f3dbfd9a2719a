import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import zlib from "node:zlib";
import type { Database } from "~/lib/db.server";
import { CREDENTIAL_KEY_FILE_NAME } from "~/modules/credentials/index.server";
import { snapshotDatabase, type MigrationState } from "./dump-database.server";
import { createTarWriter } from "./tar.server";

export const BACKUPS_BUCKET = "backups";
export const MANIFEST_NAME = "manifest.json";
/**
 * Keys the server generates in DATA_DIR that a restored installation needs
 * (the auth secret: sessions, two-factor secrets; the credential key: the
 * signing keys). They go into the archive, which is always encrypted, and
 * only there (decision 079); the backup key itself never does.
 */
export const GENERATED_KEY_FILES = ["auth-secret", CREDENTIAL_KEY_FILE_NAME] as const;

export type FileEntry = { path: string; size: number; sha256: string };
export type BackupManifest = {
  format: "humane-accreditation-portal-backup";
  version: 1;
  createdAt: string;
  driver: "pglite" | "postgres";
  migrations: MigrationState;
  tables: Record<string, { rows: number; sha256: string }>;
  /** Uploaded files: copied from the local disk store; on S3 they stay in the bucket. */
  files: { source: "local" | "s3"; entries: FileEntry[] };
  keys: string[];
};

async function walk(dir: string, skip: (rel: string) => boolean, base = dir): Promise<string[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return [];
    throw error;
  }
  const out: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(base, full).split(path.sep).join("/");
    if (skip(rel)) continue;
    if (entry.isDirectory()) out.push(...(await walk(full, skip, base)));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/** Object files of the local store, without the backups bucket and half-written temporary files. */
export function listStoredFiles(storageRoot: string): Promise<string[]> {
  return walk(
    storageRoot,
    (rel) => rel === BACKUPS_BUCKET || rel.endsWith(".part") || rel.startsWith("."),
  );
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

type ArchiveOptions = {
  db: Database;
  driver: "pglite" | "postgres";
  dataDir: string;
  /** The local store's folder; null when files are on S3. */
  storageRoot: string | null;
  target: string;
  now?: Date;
};

/**
 * Writes one backup archive (tar + gzip) to `target`: uploaded files
 * (`files/<bucket>/<path>`), every table as JSON lines (`db/<table>.jsonl`,
 * one consistent snapshot), the generated keys (`keys/`), and last the
 * manifest with row counts and checksums of everything. The caller
 * encrypts it before it leaves DATA_DIR/tmp (`createBackup`).
 */
export async function writeBackupArchive(options: ArchiveOptions): Promise<BackupManifest> {
  const now = options.now ?? new Date();
  // The tables' lines go to files beside the archive first (a tar entry states its size up
  // front) and are streamed into it from there: a table is never in memory whole (decision 076).
  const tablesDir = `${options.target}.tables.part`;
  await fsp.rm(tablesDir, { recursive: true, force: true });
  await fsp.mkdir(tablesDir, { recursive: true, mode: 0o700 });
  try {
    return await writeArchive({ ...options, now, tablesDir });
  } finally {
    await fsp.rm(tablesDir, { recursive: true, force: true });
  }
}

async function writeArchive(
  options: ArchiveOptions & { now: Date; tablesDir: string },
): Promise<BackupManifest> {
  const { now } = options;
  const snapshot = await snapshotDatabase(options.db, { dir: options.tablesDir });
  // The file list right after the snapshot: every file a row of it names was stored before it.
  const files = options.storageRoot ? await listStoredFiles(options.storageRoot) : [];

  const out = fs.createWriteStream(options.target, { mode: 0o600 });
  const gzip = zlib.createGzip({ level: 6 });
  gzip.pipe(out);
  const closed = once(out, "close");
  const tar = createTarWriter(gzip);
  const manifest: BackupManifest = {
    format: "humane-accreditation-portal-backup",
    version: 1,
    createdAt: now.toISOString(),
    driver: options.driver,
    migrations: snapshot.migrations,
    tables: {},
    files: { source: options.storageRoot ? "local" : "s3", entries: [] },
    keys: [],
  };
  try {
    for (const rel of files) {
      const full = path.join(options.storageRoot!, ...rel.split("/"));
      let size: number;
      try {
        size = (await fsp.stat(full)).size;
      } catch {
        continue; // deleted since the listing (its row is gone from a later snapshot too)
      }
      const sha256 = await tar.addStream(`files/${rel}`, size, fs.createReadStream(full), now);
      manifest.files.entries.push({ path: rel, size, sha256 });
    }
    for (const table of snapshot.tables) {
      const sha256 = await tar.addStream(
        `db/${table.name}.jsonl`,
        table.bytes,
        fs.createReadStream(table.file!),
        now,
      );
      if (sha256 !== table.sha256) throw new Error(`${table.name}: its lines changed on disk`);
      manifest.tables[table.name] = { rows: table.rows, sha256: table.sha256 };
    }
    for (const name of GENERATED_KEY_FILES) {
      const file = path.join(options.dataDir, name);
      if (!fs.existsSync(file)) continue;
      await tar.addBuffer(`keys/${name}`, await fsp.readFile(file), now);
      manifest.keys.push(name);
    }
    await tar.addBuffer(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)), now);
    await tar.finish();
    gzip.end();
    await closed;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await fsp.rm(options.target, { force: true });
    throw error;
  }
  return manifest;
}
