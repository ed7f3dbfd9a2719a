import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";

/**
 * The prepared embedded database (decision 072): a PGlite data folder made at
 * build time with every shipped migration applied and the content every
 * installation gets whatever the date or its secrets (the gazetteer, the
 * standards). A first start on an empty data folder copies it instead of
 * migrating and loading (about 13 s of CPU); the usual start-up steps then
 * run on it and find their work done.
 */
export const DATABASE_IMAGE_FORMAT = 1;

/** Where the build keeps the image: `$BUILD_DIR/database` (`pglite/` and `manifest.json`). */
export function databaseImageDir(buildDir = process.env.BUILD_DIR ?? "build"): string {
  return path.resolve(buildDir, "database");
}

/** The server bundle of the build: `$BUILD_DIR/server/index.js`. */
export function serverBuildFile(buildDir = process.env.BUILD_DIR ?? "build"): string {
  return path.resolve(buildDir, "server", "index.js");
}

export type MigrationEntry = { hash: string; createdAt: number };

export type DatabaseImageManifest = {
  format: number;
  /** The PGlite version that wrote the data folder (its on-disk format). */
  pglite: string;
  /** The migrations applied in the image, as drizzle records them (hash, created_at), in order. */
  migrations: MigrationEntry[];
  /**
   * SHA-256 of the server bundle whose code loaded the content: content seeds
   * skip work that is done, so an image from other code (other standards
   * texts) is not used.
   */
  server: string;
  createdAt: string;
};

/** The migrations this installation ships, as drizzle's migrator would record them. */
export function shippedMigrations(migrationsFolder: string): MigrationEntry[] {
  return readMigrationFiles({ migrationsFolder }).map((m) => ({
    hash: m.hash,
    createdAt: m.folderMillis,
  }));
}

/** SHA-256 of a file (the server bundle), hex. */
export function fileSha256(file: string): string {
  try {
    return crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  } catch {
    return "";
  }
}

/** The installed PGlite's version. */
export function installedPgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve("@electric-sql/pglite"));
  for (;;) {
    const file = path.join(dir, "package.json");
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version: string };
      if (pkg.name === "@electric-sql/pglite") return pkg.version;
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error("PGlite's package.json was not found");
    dir = up;
  }
}

export function readDatabaseImageManifest(imageDir: string): DatabaseImageManifest | null {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(imageDir, "manifest.json"), "utf8"),
    ) as DatabaseImageManifest;
  } catch {
    return null;
  }
}

export type DatabaseImageInstall = { used: true } | { used: false; reason: string };

function sameMigrations(a: MigrationEntry[], b: MigrationEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((m, i) => m.hash === b[i]!.hash && Number(m.createdAt) === Number(b[i]!.createdAt))
  );
}

function isEmptyOrMissing(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch {
    return true;
  }
}

/**
 * Copies the prepared image into `dataDir` (the PGlite data folder) when that
 * folder is empty or missing and the image was made by this PGlite from
 * exactly the shipped migrations; otherwise leaves everything as it is and
 * says why (the caller then migrates as always). The copy is made beside the
 * data folder and renamed into place, so a start stopped halfway leaves no
 * half-copied database.
 */
export function installDatabaseImage(options: {
  imageDir: string;
  dataDir: string;
  migrationsFolder: string;
  /** The server bundle now running (its hash must be the image's). */
  serverBuild: string;
}): DatabaseImageInstall {
  const { imageDir, dataDir, migrationsFolder, serverBuild } = options;
  if (!isEmptyOrMissing(dataDir)) return { used: false, reason: "the database exists" };
  const manifest = readDatabaseImageManifest(imageDir);
  const source = path.join(imageDir, "pglite");
  if (!manifest || !fs.existsSync(path.join(source, "PG_VERSION"))) {
    return { used: false, reason: "no prepared database in the build" };
  }
  if (manifest.format !== DATABASE_IMAGE_FORMAT) {
    return { used: false, reason: `the prepared database has format ${manifest.format}` };
  }
  const pglite = installedPgliteVersion();
  if (manifest.pglite !== pglite) {
    return {
      used: false,
      reason: `the prepared database was made by PGlite ${manifest.pglite} (installed: ${pglite})`,
    };
  }
  if (!sameMigrations(manifest.migrations, shippedMigrations(migrationsFolder))) {
    return { used: false, reason: "the prepared database was made from other migrations" };
  }
  if (manifest.server !== fileSha256(serverBuild)) {
    return { used: false, reason: "the prepared database was made by another build" };
  }
  const staging = `${dataDir}.image-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.cpSync(source, staging, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(staging, dataDir);
  return { used: true };
}
