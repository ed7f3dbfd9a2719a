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
 * The digest statement for this test file's database: one query for every
 * table, built once (migrations ran before the first test; tests add no
 * tables). One round trip instead of one per table: the route matrix takes
 * two digests around every refusal.
 */
let digestStatement: Promise<string> | null = null;

function digestSql(): Promise<string> {
  digestStatement ??= publicTables().then((names) =>
    names
      .filter((name) => !VOLATILE.has(name))
      .map(
        (name) =>
          `select '${name}' as name, (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as d`,
      )
      .join(" union all "),
  );
  return digestStatement;
}

/**
 * One digest per table of the test database (volatile tables left out): the
 * snapshot a refusal test compares before and after (tests/helpers/refusals.ts).
 */
export async function databaseDigest(): Promise<Record<string, string>> {
  const rows = await executeRows<{ name: string; d: string | null }>(
    getDb(),
    sql.raw(await digestSql()),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.d ?? ""]));
}
