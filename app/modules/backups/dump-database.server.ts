import crypto from "node:crypto";
import fs from "node:fs";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { executeRows, type Database, type Executor } from "~/lib/db.server";

/**
 * Tables a backup leaves out (decision 062): `backups` describes this
 * installation's own copies; the gazetteer (`places`, `place_data`) is
 * rebuilt from its packages at start (decision 054).
 */
export const TABLES_NOT_BACKED_UP = ["backups", "places", "place_data"] as const;

/** One table's rows as JSON lines: their count, SHA-256 and size, and the file they went to (if any). */
export type TableDump = {
  name: string;
  rows: number;
  sha256: string;
  bytes: number;
  file: string | null;
};
export type MigrationState = { count: number; lastHash: string | null };

/** Every ordinary table of the public schema, by name. */
export async function listTables(db: Executor): Promise<string[]> {
  const rows = await executeRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((r) => r.name);
}

export async function migrationState(db: Executor): Promise<MigrationState> {
  try {
    const rows = await executeRows<{ hash: string }>(
      db,
      sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
    );
    return { count: rows.length, lastHash: rows.at(-1)?.hash ?? null };
  } catch {
    return { count: 0, lastHash: null };
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Rows read from the cursor at a time, whatever the table's size (decision 076):
 * PGlite builds each answer in its own memory, and a thousand 3 KB credentials
 * left 20 MB more of it in use than a hundred.
 */
const FETCH_ROWS = 100;

/**
 * One table as JSON lines (one `row_to_json` per row, sorted by its bytes,
 * so the same rows always give the same bytes), read through a cursor a
 * hundred rows at a time, hashed as they come and, with `dir`, appended to
 * `<dir>/<table>.jsonl`: the table is never held in memory whole.
 */
async function dumpTable(tx: Executor, name: string, dir: string | undefined): Promise<TableDump> {
  const file = dir ? path.join(dir, `${name}.jsonl`) : null;
  const out = file ? fs.createWriteStream(file, { mode: 0o600 }) : null;
  const hash = crypto.createHash("sha256");
  let rows = 0;
  let bytes = 0;
  try {
    await tx.execute(
      sql.raw(
        `declare backup_rows no scroll cursor for select r from (select row_to_json(t)::text as r from ${quoteIdent(name)} t) s order by r collate "C"`,
      ),
    );
    for (;;) {
      const batch = await executeRows<{ r: string }>(
        tx,
        sql.raw(`fetch ${FETCH_ROWS} from backup_rows`),
      );
      if (batch.length === 0) break;
      const chunk = Buffer.from(`${batch.map((row) => row.r).join("\n")}\n`, "utf8");
      hash.update(chunk);
      rows += batch.length;
      bytes += chunk.length;
      if (out && !out.write(chunk)) await once(out, "drain");
    }
    await tx.execute(sql.raw("close backup_rows"));
  } finally {
    if (out) {
      out.end();
      await finished(out);
    }
  }
  return { name, rows, sha256: hash.digest("hex"), bytes, file };
}

/**
 * Every table (but `TABLES_NOT_BACKED_UP`) read in one REPEATABLE READ, READ
 * ONLY transaction: one consistent snapshot on PostgreSQL while writes go on;
 * on PGlite (one connection) the other queries wait the few moments it takes.
 * Timestamps are written in UTC so a restore compares byte for byte. With
 * `dir`, each table's lines are written to a file there (the archive's
 * entries); without, they are only counted and hashed (a restore's check).
 */
export async function snapshotDatabase(
  db: Database,
  options: { dir?: string } = {},
): Promise<{ tables: TableDump[]; migrations: MigrationState }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await tx.execute(sql`set local time zone 'UTC'`);
    const names = (await listTables(tx)).filter(
      (n) => !(TABLES_NOT_BACKED_UP as readonly string[]).includes(n),
    );
    const tables: TableDump[] = [];
    for (const name of names) tables.push(await dumpTable(tx, name, options.dir));
    return { tables, migrations: await migrationState(tx) };
  });
}
