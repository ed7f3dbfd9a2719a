import { spawn } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { executeRows, getDatabase, getDb } from "~/lib/db.server";
import {
  publicContentChanged,
  publicContentNotificationsJob,
  publicContentNotificationsReady,
} from "./public-content-changed.server";
import {
  decodeNotification,
  encodeNotification,
  listenForPublicContentChanges,
  PUBLIC_CONTENT_CHANNEL,
  type PublicContentListener,
} from "./public-content-notifications.server";
import { publicPageCache } from "./public-page-cache.server";

/**
 * Decision 046: server processes sharing one PostgreSQL database tell each
 * other (on one host or several) that public content changed, through
 * LISTEN/NOTIFY, so a revocation is not served from another process's page
 * cache. PostgreSQL only: the embedded database serves a single process.
 */
const onPostgres = process.env.TEST_DB_DRIVER === "postgres";
const runOnPostgres = onPostgres ? it : it.skip;
const runOnPglite = onPostgres ? it.skip : it;

async function cachePage(pathname: string) {
  const response = new Response(`<p>${pathname}</p>`, {
    headers: { "content-type": "text/html" },
  });
  await publicPageCache.store(pathname, response, publicPageCache.currentGeneration);
}

async function waitFor(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
}

function send(channel: string, payload: string) {
  return getDb()
    .execute(sql`select pg_notify(${channel}, ${payload})`)
    .then(() => undefined);
}

const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (stops.length > 0) await stops.pop()!();
  publicPageCache.clear();
});

function listen(origin: string, seen: string[], retryMs = 50): PublicContentListener {
  const listener = listenForPublicContentChanges({
    databaseUrl: getDatabase().url!,
    origin,
    onChange: (reason) => seen.push(reason),
    send,
    retryMs,
  });
  stops.push(() => listener.stop());
  return listener;
}

describe("public content notifications", () => {
  it("encodes the origin and a short reason, and ignores payloads that are not ours", () => {
    const text = encodeNotification({ origin: "a", reason: "x".repeat(500) });
    expect(decodeNotification(text)).toEqual({ origin: "a", reason: "x".repeat(200) });
    expect(decodeNotification("not json")).toBeNull();
    expect(decodeNotification(JSON.stringify({ reason: "no origin" }))).toBeNull();
    expect(decodeNotification(undefined)).toBeNull();
  });

  runOnPglite(
    "with the embedded database there is nobody to tell: the cache here is cleared",
    async () => {
      expect(getDatabase().url).toBeUndefined();
      stops.push(publicContentNotificationsJob.start());
      await publicContentNotificationsReady();
      await cachePage("/");
      publicContentChanged("certificate revoked");
      expect(publicPageCache.size).toBe(0);
    },
  );

  runOnPostgres("another origin's notification reaches a listener; its own does not", async () => {
    const seenA: string[] = [];
    const seenB: string[] = [];
    const a = listen("process-a", seenA);
    const b = listen("process-b", seenB);
    await Promise.all([a.ready, b.ready]);

    await b.notify("certificate revoked");
    expect(await waitFor(() => seenA.length === 1)).toBe(true);
    expect(seenA).toEqual(["certificate revoked"]);
    // Other traffic on the channel (not our payload) is ignored.
    await send(PUBLIC_CONTENT_CHANNEL, "something else");
    await a.notify("blog post published");
    expect(await waitFor(() => seenB.length === 1)).toBe(true);
    expect(seenB).toEqual(["blog post published"]);
    expect(seenA).toEqual(["certificate revoked"]);
  });

  runOnPostgres(
    "a lost listening connection is re-opened, and the cache is cleared for what it missed",
    async () => {
      const seen: string[] = [];
      const listener = listen("process-a", seen);
      await listener.ready;
      const [killed] = await executeRows<{ ok: boolean }>(
        getDb(),
        sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
            where datname = current_database() and query = ${`LISTEN ${PUBLIC_CONTENT_CHANNEL}`}
              and pid <> pg_backend_pid()`,
      );
      expect(killed?.ok).toBe(true);
      expect(await waitFor(() => seen.includes("notifications reconnected"))).toBe(true);

      await send(
        PUBLIC_CONTENT_CHANNEL,
        encodeNotification({ origin: "process-b", reason: "certificate issued" }),
      );
      expect(await waitFor(() => seen.includes("certificate issued"))).toBe(true);
    },
  );

  runOnPostgres(
    "a revocation reported by another server process clears this process's page cache",
    async () => {
      stops.push(publicContentNotificationsJob.start());
      await publicContentNotificationsReady();
      await cachePage("/verify/abc");
      await cachePage("/directory");
      expect(publicPageCache.size).toBe(2);

      const [row] = await executeRows<{ name: string }>(
        getDb(),
        sql`select current_database() as name`,
      );
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      const code = await new Promise<number>((resolve, reject) => {
        const child = spawn(
          path.resolve("node_modules/.bin/tsx"),
          [path.resolve("tests/helpers/public-content-process.ts")],
          {
            env: {
              ...process.env,
              DATABASE_URL: url.toString(),
              REASON: "certificate revoked",
              LOG_LEVEL: "silent",
            },
            stdio: ["ignore", "inherit", "inherit"],
          },
        );
        child.on("error", reject);
        child.on("exit", (exitCode) => resolve(exitCode ?? 1));
      });
      expect(code).toBe(0);
      expect(await waitFor(() => publicPageCache.size === 0)).toBe(true);

      // This process's own change still clears its cache at once (and is not echoed back).
      await cachePage("/");
      publicContentChanged("blog post published");
      expect(publicPageCache.size).toBe(0);
    },
    30_000,
  );
});
