import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import {
  DATABASE_IMAGE_FORMAT,
  fileSha256,
  installedPgliteVersion,
  type DatabaseImageManifest,
} from "~/lib/database-image.server";
import { executeRows, openPglite, type Database } from "~/lib/db.server";
import { loadPlaces } from "~/modules/places/index.server";
import { seedStandards, seedStandardsTranslations } from "~/modules/standards/index.server";

/**
 * The content every installation gets that depends neither on the date nor
 * on a secret nor on configuration: the gazetteer (decision 054) and the
 * programme's standards, version 1.0 of a fixed date (SPEC §4), with their
 * French and Spanish. Idempotent:
 * each step reads one row and returns when its work is done. (The operations
 * manual records when it was seeded, so it is seeded at start, not here.)
 */
export async function prepareFixedContent(db: Database) {
  const places = await loadPlaces(db);
  const standards = await seedStandards(db);
  // Their French and Spanish (issue 36): only where a part has no translation yet.
  const standardsTranslated = await seedStandardsTranslations(db);
  return { places, standards, standardsTranslated };
}

/**
 * Build time (`scripts/build.js`, decision 072): writes the prepared embedded
 * database to `imageDir` — a PGlite data folder with every migration applied
 * and the fixed content loaded (`pglite/`), and `manifest.json` naming the
 * applied migrations as the database records them, the PGlite version and
 * the hash of the server bundle `serverBuild` that runs this code. Written
 * beside `imageDir` and renamed into place.
 */
export async function createDatabaseImage(
  imageDir: string,
  serverBuild: string,
): Promise<DatabaseImageManifest> {
  const staging = `${imageDir}.staging-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const handle = openPglite(path.join(staging, "pglite"));
  let manifest: DatabaseImageManifest;
  try {
    await handle.migrate();
    await prepareFixedContent(handle.db);
    const applied = await executeRows<{ hash: string; created_at: string | number }>(
      handle.db,
      sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
    );
    manifest = {
      format: DATABASE_IMAGE_FORMAT,
      pglite: installedPgliteVersion(),
      migrations: applied.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })),
      server: fileSha256(serverBuild),
      createdAt: new Date().toISOString(),
    };
    // A clean shutdown: the copy starts without recovery.
    await handle.db.execute(sql`checkpoint`);
  } finally {
    await handle.close();
  }
  fs.writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.rmSync(imageDir, { recursive: true, force: true });
  fs.renameSync(staging, imageDir);
  return manifest;
}
