import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "~/db/schema";
import { bundleState, imageState } from "../../scripts/build.js";
import { prepareFixedContent } from "~/server/database-image.server";
import {
  databaseImageDir,
  installDatabaseImage,
  serverBuildFile,
} from "~/lib/database-image.server";
import {
  migrationsFolder,
  pgliteExtensions,
  openPostgres,
  type Database,
  type DatabaseHandle,
  yieldBetweenQueries,
} from "~/lib/db.server";

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * As in the app (decision 047): PostgreSQL's default 128 MB of shared buffers
 * is all touched at start in PGlite's memory; a test database needs 16 MB.
 */
const pgliteTestParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * The template every PGlite test file opens: an uncompressed tar (gunzipping
 * 100 MB per file cost more than reading it), its write-ahead log cut to one
 * segment by a checkpoint with recycling off (migrations and the places data
 * left four 16 MB segments). Opening it took 1.5–2.1 s of CPU instead of
 * 3.0–5.3 s (measured under load).
 */
export async function createPgliteTemplate(file: string) {
  const copy = copyOfBuiltDatabase();
  const client = new PGlite({
    ...(copy ? { dataDir: copy } : {}),
    extensions: pgliteExtensions,
    startParams: [...pgliteTestParams, "-c", "wal_recycle=off", "-c", "min_wal_size=32MB"],
  });
  try {
    if (!copy) {
      const db = drizzlePglite({ client, schema });
      await migratePglite(db, { migrationsFolder });
      // Like a started app: the programme's standards (SPEC §4), with their translations, and the places.
      await prepareFixedContent(db as unknown as Database);
    }
    await client.exec("checkpoint");
    const dump = await client.dumpDataDir("none");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
    if (copy) fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  }
}

/**
 * A copy of the build's prepared embedded database (decision 072: every
 * migration applied, the gazetteer and the standards loaded — what the
 * template holds) in a new temporary folder, when the build is current with
 * the sources and the image passes the server's own checks (this PGlite,
 * exactly these migrations, made by this bundle); else null. `npm ci` and
 * `npm test` make the build; opening a copy takes ~2 s where migrating and
 * loading take ~14 s (decision 077).
 */
function copyOfBuiltDatabase(): string | null {
  if (bundleState() !== null || imageState() !== null) return null;
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hap-template-")), "pglite");
  const install = installDatabaseImage({
    imageDir: databaseImageDir(),
    dataDir,
    migrationsFolder,
    serverBuild: serverBuildFile(),
  });
  if (install.used) return dataDir;
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  return null;
}

export async function openPgliteFromTemplate(file: string): Promise<DatabaseHandle> {
  const blob = new Blob([fs.readFileSync(file)]);
  const client = new PGlite({
    loadDataDir: blob,
    extensions: pgliteExtensions,
    startParams: pgliteTestParams,
  });
  // As in the app: long runs of queries let the event loop turn (decision 048).
  yieldBetweenQueries(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    migrate: async () => {},
    close: () => client.close(),
  };
}

export async function createPostgresTemplate(url: string, runId: string): Promise<string> {
  const name = `hap_t_${runId}_tpl`;
  await admin(url, (c) => c.query(`create database "${name}"`));
  const handle = openPostgres(withDatabase(url, name), 1);
  await handle.migrate();
  await prepareFixedContent(handle.db);
  await handle.close();
  return name;
}

export async function openPostgresFromTemplate(
  url: string,
  template: string,
  runId: string,
): Promise<DatabaseHandle> {
  const name = `hap_t_${runId}_${crypto.randomBytes(4).toString("hex")}`;
  await admin(url, (c) => c.query(`create database "${name}" template "${template}"`));
  const handle = openPostgres(withDatabase(url, name), 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(url, name);
    },
  };
}

/**
 * Drops a test database once its connections are gone; FORCE only as a last
 * resort (it terminates connections, which their clients report as errors).
 */
async function dropDatabase(url: string, name: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await admin(url, (c) => c.query(`drop database if exists "${name}"`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006") throw error; // object in use
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await admin(url, (c) => c.query(`drop database if exists "${name}" with (force)`));
}

export async function dropRunDatabases(url: string, runId: string) {
  await admin(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`hap_t_${runId}_%`],
    );
    for (const row of rows) await c.query(`drop database if exists "${row.datname}" with (force)`);
  });
}
