import fs from "node:fs";
import path from "node:path";
// The real one even under a test's fake timers.
import { setImmediate } from "node:timers";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "~/db/schema";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Services accept either the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** PostgreSQL's connection string (for dedicated connections such as LISTEN); none for PGlite. */
  url?: string;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/** Extensions the schema uses (PGlite loads them per instance; PostgreSQL ships them in contrib). */
export const pgliteExtensions = { pg_trgm };

/** How long a run of PGlite queries may hold the thread before it lets the event loop turn. */
export const PGLITE_SLICE_MS = 10;

/**
 * PGlite runs each query synchronously on this thread and settles its promise
 * at once, so a run of queries (a job over thousands of certificates) never
 * returns to the event loop: no request is read and no timer fires until it
 * ends — the expiry job's first run on the benchmark data stopped the server
 * for 11 s. Before each query the client now lets the event loop turn once
 * (`setImmediate`) when queries have held the thread for more than
 * `sliceMs` since the loop last turned (decision 048). A query issued at the
 * start of a turn never waits.
 */
export function yieldBetweenQueries(client: PGlite, sliceMs = PGLITE_SLICE_MS): void {
  let sliceStart = 0;
  let turnPending = false;
  const turned = () => {
    turnPending = false;
  };
  const beginSlice = () => {
    turnPending = true;
    sliceStart = performance.now();
    setImmediate(turned);
  };
  const runExclusiveQuery = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (!turnPending) {
      beginSlice();
    } else if (performance.now() - sliceStart > sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      beginSlice();
    }
    return runExclusiveQuery(fn);
  };
}

export function openPglite(dataDir: string | undefined): DatabaseHandle {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    extensions: pgliteExtensions,
    // PostgreSQL's default 128 MB of shared buffers is all touched at start in
    // PGlite's memory; 16 MB holds the hot pages, the OS caches the rest (decision 047).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  yieldBetweenQueries(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * How long a query waits for a connection (a new one, or a free one of the
 * pool) before it fails (issue 25): a server that is unreachable without
 * refusing (a network that drops packets) would otherwise hold every request
 * for the operating system's TCP timeout, about two minutes. The request is
 * then answered 503 (app/lib/database-unavailable.server.ts).
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;

/**
 * A pool whose clients, checked out for a transaction, are given back when
 * the transaction's BEGIN fails. drizzle-orm 0.45 runs BEGIN before the
 * try/finally that releases the client (drizzle-orm issues 6023 and 6241,
 * open): a connection lost between checkout and BEGIN — PostgreSQL stopping
 * under load — kept that client checked out for ever, one pool slot fewer
 * each time (seen as a flaky outage test). Drizzle checks clients out with
 * `connect()` and no callback for transactions only; `pool.query` passes a
 * callback and releases its client itself.
 */
class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releaseOnFailedBegin);
  }
}

function releaseOnFailedBegin(client: pg.PoolClient): pg.PoolClient {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // Only the first statement of the checkout is watched, then the client's own method is back.
  client.query = ((...args: unknown[]) => {
    delete (client as { query?: unknown }).query;
    const result = query(...args);
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: unknown })?.text;
    if (result instanceof Promise && typeof text === "string" && /^\s*begin\b/i.test(text)) {
      result.catch((error: Error) => {
        const release = client.release;
        // Once: a drizzle that releases the client itself then finds it done.
        client.release = () => {};
        release(error);
      });
    }
    return result;
  }) as typeof client.query;
  return client;
}

export function openPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new TransactionSafePool({
    connectionString: url,
    max,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
  });
  // An idle client can lose its connection (server restart, admin termination);
  // without a listener pg would raise it as an uncaught error and stop the process.
  pool.on("error", (error) => {
    logger.warn({ err: error }, "idle PostgreSQL connection closed");
  });
  // The pool listens only while a client is idle. A client checked out for a
  // transaction that loses its connection between two statements emits
  // "error" too (issue 25: the server process ended when PostgreSQL stopped
  // under load). Its next statement fails, the transaction with it, and the
  // pool discards the client when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      logger.warn({ err: error }, "PostgreSQL connection lost while in use");
    });
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver: "postgres",
    url,
    migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
    close: () => pool.end(),
  };
}

let current: DatabaseHandle | undefined;

/** The embedded database's data folder: `$DATA_DIR/pglite`. */
export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

/** Whether `getDatabase` has opened (or a test has set) the database of this process. */
export function isDatabaseOpen(): boolean {
  return current !== undefined;
}

/** Opens the configured database once: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function getDatabase(): DatabaseHandle {
  if (!current) {
    const env = getEnv();
    current = env.DATABASE_URL
      ? openPostgres(env.DATABASE_URL)
      : openPglite(pgliteDataDir(env.dataDir));
  }
  return current;
}

export function getDb(): Database {
  return getDatabase().db;
}

/** Used by the test harness to point every service at a fresh database. */
export function setDatabaseForTests(handle: DatabaseHandle | undefined) {
  current = handle;
}

export async function closeDatabase() {
  const handle = current;
  current = undefined;
  if (handle) await handle.close();
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function executeRows<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
