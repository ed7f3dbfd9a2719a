import { sql } from "drizzle-orm";
import { executeRows, getDb } from "~/lib/db.server";

/** The application's tables (drizzle's own left out), by name. */
export async function publicTables(): Promise<string[]> {
  const rows = await executeRows<{ name: string }>(
    getDb(),
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not like '__drizzle%' order by table_name`,
  );
  return rows.map((r) => r.name);
}

/** Tables whose rows change on any request (sessions slide, counters count). */
const VOLATILE = new Set(["session", "rate_limits", "scheduled_jobs", "verification"]);

/**
 * Reference data written only when the app starts (the gazetteer, by
 * `loadPlaces`: no request, job or service writes it — `database-digest.test.ts`
 * checks that no other file under app/ does). Its 85 000 rows cost ~26 of the
 * digest's ~33 ms on PostgreSQL, twice around each of the route matrix's
 * ~900 refusals (decision 077).
 */
export const REFERENCE_TABLES = new Set(["places"]);

/**
 * The digest statement for this test file's database: one query for every
 * table, built once (migrations ran before the first test; tests add no
 * tables). One round trip instead of one per table: the route matrix takes
 * two digests around every refusal.
 *
 * A table's digest is its row count and the newest transaction id among its
 * rows (`xmin`, the transaction that wrote each row version). Every committed
 * write moves one of the two: an insert or an update writes a row version
 * whose `xmin` is newer than every row already there, a delete alone lowers
 * the count; a rolled-back write leaves no visible row. It is stricter than
 * comparing contents (an update that writes the same values is a write too)
 * and far cheaper: the md5 of every table's sorted rows — the gazetteer's
 * 85 000 among them — cost ~0.2 s per digest on PostgreSQL, and the route
 * matrix takes two around each of its ~900 refusals (decision 077).
 */
let digestStatement: Promise<string> | null = null;

function digestSql(): Promise<string> {
  digestStatement ??= publicTables().then((names) =>
    names
      .filter((name) => !VOLATILE.has(name) && !REFERENCE_TABLES.has(name))
      .map(
        (name) =>
          `select '${name}' as name, (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${name}") as d`,
      )
      .join(" union all "),
  );
  return digestStatement;
}

/**
 * One digest per table of the test database (volatile and reference tables left out): the
 * snapshot a refusal test compares before and after (tests/helpers/refusals.ts).
 */
export async function databaseDigest(): Promise<Record<string, string>> {
  const rows = await executeRows<{ name: string; d: string | null }>(
    getDb(),
    sql.raw(await digestSql()),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.d ?? ""]));
}
