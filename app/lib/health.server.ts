import { sql } from "drizzle-orm";
import { getDatabase } from "./db.server";

/** GET /healthz: 200 when the database answers, 503 (with the reason) when it does not. */
export async function healthResponse() {
  const started = Date.now();
  const handle = getDatabase();
  try {
    await handle.db.execute(sql`select 1`);
    return Response.json(
      { status: "ok", database: { status: "ok", driver: handle.driver, ms: Date.now() - started } },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return Response.json(
      {
        status: "error",
        database: { status: "error", driver: handle.driver, error: String(error) },
      },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
