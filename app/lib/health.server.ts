import { sql } from "drizzle-orm";
import { getDatabase } from "./db.server";

/** Why the database did not answer: the driver's own error under Drizzle's "Failed query" wrapper. */
function reason(error: unknown): string {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const inner = cause instanceof Error ? cause : error;
  if (!(inner instanceof Error)) return String(error);
  const code = (inner as { code?: unknown }).code;
  const text = inner.message || inner.name;
  return typeof code === "string" && !text.includes(code) ? `${code}: ${text}` : text;
}

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
        database: { status: "error", driver: handle.driver, error: reason(error) },
      },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
