import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGLITE_SLICE_MS, yieldBetweenQueries } from "./db.server";

/** Runs `select 1` for `ms` of wall time in one async run; counts the timer callbacks seen meanwhile. */
async function busyRun(client: PGlite, ms: number) {
  let timerCallbacks = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    timerCallbacks += 1;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  const started = performance.now();
  let queries = 0;
  while (performance.now() - started < ms) {
    await client.query("select 1");
    queries += 1;
  }
  stopped = true;
  return { timerCallbacks, queries };
}

describe("PGlite and the event loop (decision 048)", () => {
  let plain: PGlite;
  let yielding: PGlite;

  beforeAll(async () => {
    plain = new PGlite();
    yielding = new PGlite();
    yieldBetweenQueries(yielding);
    await Promise.all([plain.waitReady, yielding.waitReady]);
    // Two WebAssembly databases start here; on a busy 2-core machine that takes longer than 10 s.
  }, 120_000);

  afterAll(async () => {
    await Promise.all([plain.close(), yielding.close()]);
  });

  it("a run of plain PGlite queries never lets a timer fire (the problem)", async () => {
    const run = await busyRun(plain, 10 * PGLITE_SLICE_MS);
    expect(run.queries).toBeGreaterThan(10);
    expect(run.timerCallbacks).toBe(0);
  });

  it("with the client yielding, timers fire and other work's queries are answered during the run", async () => {
    let otherAnswered = false;
    setTimeout(() => {
      void yielding.query<{ n: number }>("select 2 as n").then((result) => {
        otherAnswered = result.rows[0]?.n === 2;
      });
    }, 0);
    const run = await busyRun(yielding, 10 * PGLITE_SLICE_MS);
    expect(run.timerCallbacks).toBeGreaterThan(1);
    expect(otherAnswered).toBe(true);
  });

  it("a query at the start of a turn does not wait for the event loop", async () => {
    await sleep(PGLITE_SLICE_MS * 2);
    let immediateRan = false;
    setImmediate(() => {
      immediateRan = true;
    });
    const result = await yielding.query<{ n: number }>("select 3 as n");
    expect(result.rows[0]?.n).toBe(3);
    expect(immediateRan).toBe(false);
  });

  it("keeps transactions working (queries inside one yield too)", async () => {
    await yielding.exec("create table if not exists t (n int)");
    await yielding.transaction(async (tx) => {
      const started = performance.now();
      let n = 0;
      while (performance.now() - started < 3 * PGLITE_SLICE_MS) {
        await tx.query("insert into t values ($1)", [n]);
        n += 1;
      }
    });
    const rows = await yielding.query<{ count: number }>("select count(*)::int as count from t");
    expect(rows.rows[0]?.count).toBeGreaterThan(1);
    await expect(
      yielding.transaction(async (tx) => {
        await tx.query("insert into t values (-1)");
        throw new Error("forced");
      }),
    ).rejects.toThrow("forced");
    const negative = await yielding.query("select * from t where n = -1");
    expect(negative.rows).toHaveLength(0);
  });
});
