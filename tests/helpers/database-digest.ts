import { sql } from "drizzle-orm";
import { executeRows, getDb } from "~/lib/db.server";

/** Tables whose rows change on any request (sessions slide, counters count). */
const VOLATILE = new Set(["session", "rate_limits", "scheduled_jobs", "verification"]);

/**
 * One digest per table of the test database (volatile tables left out): the
 * snapshot a refusal test compares before and after (tests/helpers/refusals.ts).
 */
export async function databaseDigest(): Promise<Record<string, string>> {
  const db = getDb();
  const tables = await executeRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not like '__drizzle%' order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    const [row] = await executeRows<{ d: string | null }>(
      db,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${name}" t`,
      ),
    );
    digest[name] = row?.d ?? "";
  }
  return digest;
}
