import { afterEach, describe, expect, it } from "vitest";
import { getDatabase, setDatabaseForTests, type DatabaseHandle } from "./db.server";
import { healthResponse } from "./health.server";
import { openPostgresThroughProxy } from "../../tests/helpers/postgres-proxy";

/**
 * PostgreSQL unavailable (issue 25), through a TCP proxy the test stops and
 * starts (never the shared server): /healthz answers 503 at once with the
 * reason, and the pool serves again by itself when the server is back.
 * Under load (the HTML 503 page, writes, jobs): tests/http/postgres-outage.test.ts.
 */
const runOnPostgres = process.env.TEST_DB_DRIVER === "postgres" ? it : it.skip;

let previous: DatabaseHandle | undefined;
let proxied: DatabaseHandle | undefined;
afterEach(async () => {
  if (previous) setDatabaseForTests(previous);
  await proxied?.close().catch(() => {});
});

describe("PostgreSQL unavailable", () => {
  runOnPostgres("/healthz says so at once and the pool recovers by itself", async () => {
    previous = getDatabase();
    const { proxy, handle } = await openPostgresThroughProxy(3);
    proxied = handle;
    setDatabaseForTests(proxied);

    expect((await healthResponse()).status).toBe(200);

    await proxy.stop();
    const started = Date.now();
    const down = await healthResponse();
    expect(down.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    const body = (await down.json()) as { status: string; database: { error: string } };
    expect(body.status).toBe("error");
    expect(body.database.error).toMatch(/ECONNREFUSED|terminated|Connection/i);

    await proxy.start();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 5000) {
      status = (await healthResponse()).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    await proxy.stop();
  });
});
