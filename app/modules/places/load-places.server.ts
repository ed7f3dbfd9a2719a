import { eq, sql } from "drizzle-orm";
import { placeData } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { buildPlaceRows, placeDataVersion, type PlaceRow } from "./place-data.server";

const SOURCE = "gazetteer";
/** Rows per INSERT: one statement reads a JSON array of this many rows (set-based, not row by row). */
const BATCH = 10_000;

export type LoadPlacesResult = { loaded: boolean; rows: number; ms: number; version: string };

/**
 * Fills the gazetteer (`places`) from the packaged data when the loaded
 * version differs from the installed packages' (decision 054): one
 * transaction, the table emptied and refilled with multi-row INSERT … SELECT
 * FROM json_to_recordset (about 80 000 rows in 8 statements). Idempotent: a
 * start with the same packages reads one row and returns.
 */
export async function loadPlaces(db: Executor): Promise<LoadPlacesResult> {
  const started = performance.now();
  const version = placeDataVersion();
  const current = async (ex: Executor) =>
    (await ex.select().from(placeData).where(eq(placeData.source, SOURCE)))[0];
  const before = await current(db);
  if (before?.version === version) {
    return { loaded: false, rows: before.rows, ms: performance.now() - started, version };
  }
  const rows = buildPlaceRows();
  await db.transaction(async (tx) => {
    // Another process loading at the same moment waits here, then finds the work done.
    await tx.execute(sql`lock table place_data in exclusive mode`);
    if ((await current(tx))?.version === version) return;
    await tx.execute(sql`delete from places`);
    for (let i = 0; i < rows.length; i += BATCH) {
      await insertBatch(tx, rows.slice(i, i + BATCH));
    }
    await tx
      .insert(placeData)
      .values({ source: SOURCE, version, rows: rows.length })
      .onConflictDoUpdate({
        target: placeData.source,
        set: { version, rows: rows.length, loadedAt: new Date() },
      });
  });
  // The trigram index's pending list (the bulk insert's entries) merged into the
  // tree once: PGlite has no autovacuum, and every city look-up would scan it.
  await db.execute(sql`select gin_clean_pending_list('places_key_trgm_idx'::regclass)`);
  await db.execute(sql`analyze places`);
  return { loaded: true, rows: rows.length, ms: performance.now() - started, version };
}

async function insertBatch(tx: Executor, batch: PlaceRow[]) {
  const json = JSON.stringify(
    batch.map((r) => ({
      kind: r.kind,
      country: r.country,
      key: r.key,
      name: r.name,
      region: r.region,
      region_code: r.regionCode,
      lat: r.lat,
      lon: r.lon,
    })),
  );
  await tx.execute(sql`
    insert into places (kind, country, key, name, region, region_code, lat, lon)
    select kind, country, key, name, region, region_code, lat, lon
    from json_to_recordset(${json}::json) as r(kind text, country text, key text, name text,
      region text, region_code text, lat double precision, lon double precision)`);
}
