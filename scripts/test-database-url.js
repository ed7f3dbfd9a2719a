// The PostgreSQL server the tests use for their second driver (decision 077):
// TEST_DATABASE_URL when set (an empty value: none, every test on the
// embedded PGlite), else the local server at 127.0.0.1:5432 (user postgres,
// trust) when one answers within a second, else none.
import pg from "pg";

export const LOCAL_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** The server's URL, or null when the tests run on PGlite alone. */
export async function testDatabaseUrl(env = process.env) {
  if (env.TEST_DATABASE_URL !== undefined) return env.TEST_DATABASE_URL || null;
  const client = new pg.Client({
    connectionString: LOCAL_TEST_DATABASE_URL,
    connectionTimeoutMillis: 1_000,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return LOCAL_TEST_DATABASE_URL;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
