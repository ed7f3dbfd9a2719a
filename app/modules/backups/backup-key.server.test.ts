import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { MANIFEST_NAME, type BackupManifest } from "./backup-archive.server";
import { archiveKeyKind, decryptFile, encryptFile } from "./backup-crypto.server";
import {
  backupKeyFile,
  backupsStartupWarning,
  ensureBackupKey,
  restoreKeys,
} from "./backup-key.server";
import { readBackupArchive } from "./restore-backup.server";
import { createTarWriter } from "./tar.server";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "hap-backup-key-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const envOf = (vars: Record<string, string>) =>
  parseEnv({ AUTH_SECRET: "a".repeat(40), DATA_DIR: path.join(work, "data"), ...vars });

describe("the backup key (decision 079)", () => {
  it("is generated once at first use in DATA_DIR/backup-key (0600), or where BACKUP_KEY_FILE says", () => {
    const dataDir = path.join(work, "first");
    const env = envOf({ DATA_DIR: dataDir });
    const first = ensureBackupKey(env);
    expect(first.created).toBe(true);
    expect(first.key).toMatchObject({ kind: "key-file", file: path.join(dataDir, "backup-key") });
    expect(first.key.secret).toMatch(/^[\w-]{43}$/);
    expect(fs.statSync(backupKeyFile(env)).mode & 0o777).toBe(0o600);
    const again = ensureBackupKey(env);
    expect(again).toEqual({ key: first.key, created: false });

    const outside = path.join(work, "secrets", "portal-backup-key");
    const elsewhere = envOf({ DATA_DIR: dataDir, BACKUP_KEY_FILE: outside });
    expect(ensureBackupKey(elsewhere).key).toMatchObject({ kind: "key-file", file: outside });
    expect(fs.existsSync(outside)).toBe(true);
  });

  it("is not made when the operator sets BACKUP_PASSPHRASE, nor by a restore", () => {
    const dataDir = path.join(work, "passphrase");
    const env = envOf({ DATA_DIR: dataDir, BACKUP_PASSPHRASE: "operator-passphrase" });
    expect(ensureBackupKey(env)).toEqual({
      key: { kind: "passphrase", secret: "operator-passphrase" },
      created: false,
    });
    expect(restoreKeys(envOf({ DATA_DIR: dataDir }))).toEqual({
      passphrase: undefined,
      backupKey: undefined,
    });
    expect(fs.existsSync(path.join(dataDir, "backup-key"))).toBe(false);
    expect(() => restoreKeys(env, path.join(work, "missing"))).toThrow(/No backup key in/);
  });

  it("warns at a production start when backups go to S3 without an operator-held key", () => {
    const s3 = { NODE_ENV: "production", S3_BUCKET: "portal-files" };
    expect(backupsStartupWarning(envOf(s3))).toMatch(
      /^backups go to the S3 bucket encrypted with the generated backup key \(.+backup-key\).*set BACKUP_PASSPHRASE/,
    );
    expect(
      backupsStartupWarning(envOf({ ...s3, BACKUP_PASSPHRASE: "operator-passphrase" })),
    ).toBeNull();
    expect(backupsStartupWarning(envOf({ NODE_ENV: "production" }))).toBeNull();
    expect(backupsStartupWarning(envOf({ S3_BUCKET: "portal-files" }))).toBeNull();
  });
});

describe("archive encryption", () => {
  const plain = path.join(work, "plain.tgz");
  fs.writeFileSync(plain, zlib.gzipSync(Buffer.from("keys/auth-secret\nsecret-value-in-the-tar")));
  const key = { kind: "key-file" as const, secret: "k".repeat(43), file: "/kept/backup-key" };

  it("round-trips with either kind of key; the header names the kind, no plain byte is stored", async () => {
    for (const k of [key, { kind: "passphrase" as const, secret: "operator-passphrase" }]) {
      const sealed = path.join(work, `sealed-${k.kind}`);
      await encryptFile(plain, sealed, k);
      expect(await archiveKeyKind(sealed)).toBe(k.kind);
      const stored = fs.readFileSync(sealed);
      expect(stored.includes("secret-value")).toBe(false);
      expect(stored.includes(k.secret)).toBe(false);
      const opened = path.join(work, `opened-${k.kind}`);
      await decryptFile(sealed, opened, k);
      expect(fs.readFileSync(opened)).toEqual(fs.readFileSync(plain));
    }
    expect(await archiveKeyKind(plain)).toBeNull();
  });

  it("refuses another key, the other kind of key and a changed header, and writes nothing", async () => {
    const sealed = path.join(work, "sealed");
    await encryptFile(plain, sealed, key);
    const target = path.join(work, "never");
    await expect(decryptFile(sealed, target, { ...key, secret: "o".repeat(43) })).rejects.toThrow(
      /wrong backup key/,
    );
    await expect(
      decryptFile(sealed, target, { kind: "passphrase", secret: key.secret }),
    ).rejects.toThrow(/wrong passphrase/);
    const bytes = fs.readFileSync(sealed);
    bytes[10]! ^= 1; // the salt: authenticated with the header
    fs.writeFileSync(sealed, bytes);
    await expect(decryptFile(sealed, target, key)).rejects.toThrow(/could not be decrypted/);
    expect(fs.existsSync(target)).toBe(false);
  });
});

describe("reading an archive", () => {
  async function tinyArchive(file: string, extraKey?: string) {
    const chunks: Buffer[] = [];
    const gzip = zlib.createGzip();
    gzip.on("data", (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => gzip.on("end", resolve));
    const tar = createTarWriter(gzip);
    await tar.addBuffer("keys/auth-secret", Buffer.from("generated-auth-secret"));
    if (extraKey) await tar.addBuffer(`keys/${extraKey}`, Buffer.from("not a key of ours"));
    const manifest: BackupManifest = {
      format: "humane-accreditation-portal-backup",
      version: 1,
      createdAt: "2026-11-01T00:00:00.000Z",
      driver: "pglite",
      migrations: { count: 1, lastHash: "x" } as BackupManifest["migrations"],
      tables: {},
      files: { source: "local", entries: [] },
      keys: ["auth-secret"],
    };
    await tar.addBuffer(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest)));
    await tar.finish();
    gzip.end();
    await ended;
    fs.writeFileSync(file, Buffer.concat(chunks));
  }

  it("a plain archive of an earlier release still reads without a key; unknown keys/ entries are ignored", async () => {
    const file = path.join(work, "before-079.tar.gz");
    await tinyArchive(file, "../../etc/cron.d/evil");
    const read = await readBackupArchive(file, {}, async () => {});
    expect(read.manifest.createdAt).toBe("2026-11-01T00:00:00.000Z");
    expect([...read.keys.keys()]).toEqual(["auth-secret"]);
  });
});
