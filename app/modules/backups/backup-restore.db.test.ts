import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, backups } from "~/db/schema";
import {
  executeRows,
  getDatabase,
  getDb,
  openPglite,
  openPostgres,
  type DatabaseHandle,
} from "~/lib/db.server";
import { getEnv, resetEnvForTests } from "~/lib/env.server";
import { readSecretFile } from "~/lib/secret-file.server";
import { seedDemoIfEmpty } from "~/modules/demo/index.server";
import { getStorage } from "~/modules/storage/index.server";
import { BACKUPS_BUCKET, listStoredFiles, sha256OfFile } from "./backup-archive.server";
import { archiveKeyKind, decryptFile } from "./backup-crypto.server";
import { backupKeyFile, restoreKeys } from "./backup-key.server";
import { createBackup } from "./create-backup.server";
import { snapshotDatabase } from "./dump-database.server";
import { readBackupArchive, RestoreError, restoreBackup } from "./restore-backup.server";

const driver = process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
const sourceDataDir = () => getEnv().dataDir;

async function fetchArchive(objectPath: string, target: string) {
  const object = await getStorage().get(BACKUPS_BUCKET, objectPath);
  if (!object) throw new Error("archive missing");
  await fsp.writeFile(target, Buffer.from(await new Response(object.body).arrayBuffer()));
}

/** Opens an empty target: a new PGlite folder, or a new database on the test server. */
async function emptyTarget(
  dir: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (driver === "pglite") {
    const handle = openPglite(path.join(dir, "pglite"));
    return { handle, drop: () => handle.close() };
  }
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `hap_restore_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 2);
  return {
    handle,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Runs `target` in a different DATA_DIR (the storage driver follows it). */
async function inDataDir<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  const before = process.env.DATA_DIR;
  process.env.DATA_DIR = dir;
  resetEnvForTests();
  try {
    return await fn();
  } finally {
    process.env.DATA_DIR = before;
    resetEnvForTests();
  }
}

describe(`backup and restore (${driver})`, () => {
  let work: string;
  beforeAll(async () => {
    work = await fsp.mkdtemp(path.join(os.tmpdir(), "hap-backup-test-"));
    await seedDemoIfEmpty();
    // A generated key as the server writes it (tests set AUTH_SECRET, so none was written).
    fs.writeFileSync(
      path.join(sourceDataDir(), "auth-secret"),
      "generated-secret-0123456789abcdef",
    );
  }, 300_000);
  afterAll(async () => {
    await fsp.rm(work, { recursive: true, force: true });
  });

  it(
    "backs up a populated database while requests write, restores into an empty target, and every row and file is identical",
    { timeout: 300_000 },
    async () => {
      const db = getDb();
      // Writers during the backup: audit-log entries keep arriving.
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          await db.insert(auditLog).values({
            entityType: "soak",
            entityId: String(written),
            action: "written-during-backup",
          });
          written += 1;
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
      const row = await createBackup(db, {
        kind: "manual",
        driver: getDatabase().driver,
      });
      writing = false;
      await writer;
      expect(row.status).toBe("succeeded");
      expect(written).toBeGreaterThan(0);

      const archive = path.join(work, "backup.tgz.enc");
      await fetchArchive(row.objectPath, archive);
      expect((await fsp.stat(archive)).size).toBe(row.sizeBytes);
      expect(await sha256OfFile(archive)).toBe(row.sha256);

      // Encrypted by default (no BACKUP_PASSPHRASE): with the generated backup key (decision 079).
      expect(row.encrypted).toBe(true);
      expect(await archiveKeyKind(archive)).toBe("key-file");
      const backupKey = readSecretFile(backupKeyFile(getEnv()))!;
      expect(backupKey).toMatch(/^[\w-]{43}$/);
      expect(fs.statSync(backupKeyFile(getEnv())).mode & 0o777).toBe(0o600);
      // No secret in clear text: the stored bytes hold neither the generated auth secret nor
      // the credential key; the decrypted archive holds them, but never the backup key.
      const credentialKey = readSecretFile(path.join(sourceDataDir(), "credential-key"))!;
      const sealed = fs.readFileSync(archive);
      expect(sealed.includes("generated-secret-0123456789abcdef")).toBe(false);
      expect(sealed.includes(credentialKey)).toBe(false);
      const plain = path.join(work, "backup-plain.tgz");
      await decryptFile(archive, plain, {
        kind: "key-file",
        secret: backupKey,
        file: backupKeyFile(getEnv()),
      });
      const tar = zlib.gunzipSync(fs.readFileSync(plain));
      expect(tar.includes("generated-secret-0123456789abcdef")).toBe(true);
      expect(tar.includes(credentialKey)).toBe(true);
      expect(tar.includes(backupKey)).toBe(false);

      // The manifest checks out and describes the source as it is now, but for the writes.
      const { manifest } = await readBackupArchive(archive, restoreKeys(getEnv()), async () => {});
      const now = await snapshotDatabase(db);
      for (const table of now.tables) {
        const saved = manifest.tables[table.name];
        expect(saved, table.name).toBeDefined();
        if (table.name !== "audit_log")
          expect(saved, table.name).toEqual({ rows: table.rows, sha256: table.sha256 });
      }
      expect(manifest.tables.audit_log!.rows).toBeLessThanOrEqual(
        now.tables.find((t) => t.name === "audit_log")!.rows,
      );
      expect(manifest.tables.profiles!.rows).toBeGreaterThan(10);
      const files = await listStoredFiles(path.join(sourceDataDir(), "storage"));
      expect(files.length).toBeGreaterThan(0);
      expect(manifest.files.entries.map((f) => f.path)).toEqual(files);
      expect(manifest.keys).toEqual(["auth-secret", "credential-key"]);

      // Restore into an empty folder (and, on PostgreSQL, an empty database), on a "new
      // machine": its DATA_DIR has no backup key; the operator gives the copy they kept.
      const kept = path.join(work, "kept-backup-key");
      fs.copyFileSync(backupKeyFile(getEnv()), kept);
      const targetDir = path.join(work, "restored");
      const target = await emptyTarget(targetDir);
      try {
        await expect(
          inDataDir(targetDir, () =>
            restoreBackup({
              file: archive,
              keys: restoreKeys(getEnv()),
              handle: target.handle,
              dataDir: targetDir,
            }),
          ),
        ).rejects.toThrow(/encrypted with a backup key: put the copy you kept/);
        const report = await inDataDir(targetDir, () =>
          restoreBackup({
            file: archive,
            keys: restoreKeys(getEnv(), kept),
            handle: target.handle,
            dataDir: targetDir,
          }),
        );
        expect(report.files).toBe(files.length);
        const restored = await snapshotDatabase(target.handle.db);
        for (const [name, saved] of Object.entries(manifest.tables)) {
          const found = restored.tables.find((t) => t.name === name);
          expect({ rows: found?.rows, sha256: found?.sha256 }, name).toEqual(saved);
        }
        for (const file of files) {
          const original = await sha256OfFile(path.join(sourceDataDir(), "storage", file));
          expect(await sha256OfFile(path.join(targetDir, "storage", file)), file).toBe(original);
        }
        expect(fs.readFileSync(path.join(targetDir, "auth-secret"), "utf8")).toBe(
          "generated-secret-0123456789abcdef",
        );
        expect(readSecretFile(path.join(targetDir, "credential-key"))).toBe(credentialKey);
        expect(fs.existsSync(path.join(targetDir, "backup-key"))).toBe(false);
        // Restoring twice is refused: the target is no longer empty.
        await expect(
          inDataDir(targetDir, () =>
            restoreBackup({
              file: archive,
              keys: restoreKeys(getEnv(), kept),
              handle: target.handle,
              dataDir: targetDir,
            }),
          ),
        ).rejects.toThrow(/not empty/);
      } finally {
        await target.drop();
      }
      const [stored] = await db.select().from(backups).where(eq(backups.id, row.id));
      expect(stored?.summary?.files).toBe(files.length);
    },
  );

  /**
   * Everything a failed restore must leave as it was: every relation of the target outside
   * the system schemas (none: not even the migrations' table), its storage folder, its keys.
   */
  async function targetState(target: DatabaseHandle, dir: string) {
    const relations = await executeRows<{ name: string }>(
      target.db,
      sql`select n.nspname || '.' || c.relname as name from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
            and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
          order by 1`,
    );
    return {
      relations: relations.map((r) => r.name),
      files: await listStoredFiles(path.join(dir, "storage")),
      keys: ["auth-secret", "credential-key", "backup-key"].filter((k) =>
        fs.existsSync(path.join(dir, k)),
      ),
    };
  }

  it(
    "with BACKUP_PASSPHRASE the archive is encrypted with it; restore without it or with a wrong one is refused, the target untouched",
    { timeout: 300_000 },
    async () => {
      process.env.BACKUP_PASSPHRASE = "operator-passphrase-2026";
      resetEnvForTests();
      let row;
      try {
        row = await createBackup(getDb(), { kind: "manual", driver: getDatabase().driver });
      } finally {
        delete process.env.BACKUP_PASSPHRASE;
        resetEnvForTests();
      }
      const archive = path.join(work, "passphrase.tgz.enc");
      await fetchArchive(row.objectPath, archive);
      expect(row.encrypted).toBe(true);
      expect(await archiveKeyKind(archive)).toBe("passphrase");
      expect(fs.readFileSync(archive).includes("generated-secret-0123456789abcdef")).toBe(false);

      const targetDir = path.join(work, "restored-passphrase");
      const target = await emptyTarget(targetDir);
      try {
        const before = await targetState(target.handle, targetDir);
        const attempt = (keys: Parameters<typeof restoreBackup>[0]["keys"]) =>
          inDataDir(targetDir, () =>
            restoreBackup({ file: archive, keys, handle: target.handle, dataDir: targetDir }),
          );
        // The generated backup key does not open a passphrase archive: the message says which key.
        await expect(attempt(restoreKeys(getEnv()))).rejects.toThrow(
          /encrypted with a passphrase: set BACKUP_PASSPHRASE/,
        );
        await expect(attempt({ passphrase: "not-the-passphrase-2026" })).rejects.toThrow(
          RestoreError,
        );
        await expect(attempt({ passphrase: "not-the-passphrase-2026" })).rejects.toThrow(
          /wrong passphrase \(BACKUP_PASSPHRASE\).*Nothing was restored/,
        );
        expect(await targetState(target.handle, targetDir)).toEqual(before);
        expect(before.relations).toEqual([]);
      } finally {
        await target.drop();
      }
      // The right passphrase opens it and every table checks out against the manifest.
      const { manifest } = await readBackupArchive(
        archive,
        { passphrase: "operator-passphrase-2026" },
        async () => {},
      );
      expect(manifest.keys).toEqual(["auth-secret", "credential-key"]);
      expect(manifest.tables.profiles!.rows).toBeGreaterThan(10);
    },
  );

  it(
    "a wrong backup key is refused with a clear message and leaves the database, its files and keys untouched",
    { timeout: 300_000 },
    async () => {
      const row = await createBackup(getDb(), { kind: "manual", driver: getDatabase().driver });
      const archive = path.join(work, "wrong-key.tgz.enc");
      await fetchArchive(row.objectPath, archive);
      const targetDir = path.join(work, "restored-wrong-key");
      const target = await emptyTarget(targetDir);
      try {
        const before = await targetState(target.handle, targetDir);
        const wrong = path.join(work, "another-backup-key");
        fs.writeFileSync(wrong, "another-installations-backup-key-0123456789ab\n");
        const error = await inDataDir(targetDir, () =>
          restoreBackup({
            file: archive,
            keys: restoreKeys(getEnv(), wrong),
            handle: target.handle,
            dataDir: targetDir,
          }),
        ).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RestoreError);
        expect((error as Error).message).toBe(
          "The backup could not be decrypted: wrong backup key (this archive was made with another backup-key file), or the file is damaged. Nothing was restored.",
        );
        expect(await targetState(target.handle, targetDir)).toEqual(before);
        // A damaged archive (one byte changed) is refused the same way: GCM authenticates it.
        const sourceKeys = restoreKeys(getEnv());
        const damaged = path.join(work, "damaged.tgz.enc");
        const bytes = fs.readFileSync(archive);
        bytes[bytes.length >> 1]! ^= 1;
        fs.writeFileSync(damaged, bytes);
        await expect(
          inDataDir(targetDir, () =>
            restoreBackup({
              file: damaged,
              keys: sourceKeys,
              handle: target.handle,
              dataDir: targetDir,
            }),
          ),
        ).rejects.toThrow(/could not be decrypted/);
        expect(await targetState(target.handle, targetDir)).toEqual(before);
      } finally {
        await target.drop();
      }
    },
  );

  it("writes a table longer than one read in order, line for line what its checksum says", async () => {
    const db = getDb();
    await db.execute(
      sql`insert into audit_log (entity_type, entity_id, action, details)
          select 'batch', i::text, 'dumped', jsonb_build_object('note', repeat('é', i % 7))
          from generate_series(1, 2345) i`,
    );
    const dir = await fsp.mkdtemp(path.join(work, "tables-"));
    const written = await snapshotDatabase(db, { dir });
    const hashed = await snapshotDatabase(db);
    const table = written.tables.find((t) => t.name === "audit_log")!;
    expect(table.rows).toBeGreaterThan(2345);
    expect(hashed.tables.find((t) => t.name === "audit_log")).toMatchObject({
      rows: table.rows,
      sha256: table.sha256,
      bytes: table.bytes,
      file: null,
    });
    const bytes = fs.readFileSync(table.file!);
    expect(bytes.length).toBe(table.bytes);
    expect(await sha256OfFile(table.file!)).toBe(table.sha256);
    const lines = bytes.toString("utf8").split("\n").slice(0, -1);
    expect(lines.length).toBe(table.rows);
    // Sorted by their bytes (UTF-8), each a whole row.
    const sorted = [...lines].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect(lines).toEqual(sorted);
    expect(
      lines.filter((l) => (JSON.parse(l) as { entity_type: string }).entity_type === "batch")
        .length,
    ).toBe(2345);
  });
});
