import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { executeRows, type Database, type Executor } from "~/lib/db.server";

/**
 * Tables a backup leaves out (decision 062): `backups` describes this
 * installation's own copies; the gazetteer (`places`, `place_data`) is
 * rebuilt from its packages at start (decision 054).
 */
export const TABLES_NOT_BACKED_UP = ["backups", "places", "place_data"] as const;

export type TableDump = { name: string; rows: number; sha256: string; data: Buffer };
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
 * One table as JSON lines (one `row_to_json` per row, sorted, so the same
 * rows always give the same bytes) with their count and SHA-256.
 */
async function dumpTable(db: Executor, name: string): Promise<TableDump> {
  const rows = await executeRows<{ r: string }>(
    db,
    sql.raw(`select row_to_json(t)::text as r from ${quoteIdent(name)} t`),
  );
  const lines = rows.map((row) => row.r).sort();
  const data = Buffer.from(lines.length === 0 ? "" : `${lines.join("\n")}\n`, "utf8");
  return {
    name,
    rows: lines.length,
    sha256: crypto.createHash("sha256").update(data).digest("hex"),
    data,
  };
}

/**
 * Every table (but `TABLES_NOT_BACKED_UP`) read in one REPEATABLE READ, READ
 * ONLY transaction: one consistent snapshot on PostgreSQL while writes go on;
 * on PGlite (one connection) the other queries wait the few moments it takes.
 * Timestamps are written in UTC so a restore compares byte for byte.
 */
export async function snapshotDatabase(
  db: Database,
): Promise<{ tables: TableDump[]; migrations: MigrationState }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    await tx.execute(sql`set local time zone 'UTC'`);
    const names = (await listTables(tx)).filter(
      (n) => !(TABLES_NOT_BACKED_UP as readonly string[]).includes(n),
    );
    const tables: TableDump[] = [];
    for (const name of names) tables.push(await dumpTable(tx, name));
    return { tables, migrations: await migrationState(tx) };
  });
}
