/**
 * PostgreSQL stopped under load, then started (issue 25). The app
 * reaches its database through a TCP proxy the test stops and starts (never
 * the shared server), with a pool like the server's (`openPostgres`, 10
 * connections). While requests run — public pages, dashboard lists, form
 * posts that create an application, the notification bell's JSON feed,
 * /healthz — and the in-app scheduler
 * publishes scheduled blog posts:
 *
 * - during the outage every answer is a 503 (an HTML page that says what
 *   happened for pages and form posts; JSON for the feed and /healthz), none
 *   a 500, each within two seconds (at once, not after a timeout);
 * - once the server is back the pool serves again by itself within 5 s;
 * - every write answered with success is in the database;
 * - the scheduler resumes: every post due during the outage is published,
 *   each exactly once.
 *
 * PostgreSQL only (the embedded database has no server to lose). The outage
 * lasts OUTAGE_MS, 12 s by default: what it proves does not depend on the
 * length (the stopped proxy cuts every connection and refuses new ones at
 * once; due jobs fall inside the outage whatever its length), and the whole test
 * takes about 20 s instead of 45 (decision 077). Issue 25's 30 s outage:
 * OUTAGE_MS=30000.
 */
import { and, eq, inArray, like } from "drizzle-orm";
import type pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { applications, auditLog, blogPosts, scheduledJobs } from "~/db/schema";
import { getDatabase, getDb, setDatabaseForTests, type DatabaseHandle } from "~/lib/db.server";
import { schedulerBackgroundJob } from "~/lib/scheduler.server";
import { DATABASE_UNAVAILABLE_TEXT } from "~/lib/service-unavailable";
import { scheduledBlogPublishJob } from "~/modules/blog/publish-due-blog-posts.server";
import { createTestPost } from "../helpers/blog";
import { appRequest, visibleText } from "../helpers/http";
import { openPostgresThroughProxy, type TcpProxy } from "../helpers/postgres-proxy";
import { createTestUser } from "../helpers/users";

const onPostgres = process.env.TEST_DB_DRIVER === "postgres";
const OUTAGE_MS = Number(process.env.OUTAGE_MS ?? 12_000);
const WARM_MS = 3_000;
const AFTER_MS = 4_000;
const USERS = 4;

type Kind = "public page" | "dashboard list" | "write" | "healthz" | "json feed";
type Outcome = {
  kind: Kind;
  started: number;
  ended: number;
  status: number;
  text: string;
  /** The created application's id, when the write was acknowledged (302 to it). */
  createdId?: string;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * At least `ms`, then until `enough()`: a phase lasts long enough to hold the
 * sample its checks need however slow the machine is (CI once saw 9
 * acknowledged writes in a fixed window on a loaded machine), at most 60 s more.
 */
async function phase(ms: number, enough: () => boolean) {
  await sleep(ms);
  const limit = Date.now() + 60_000;
  while (!enough() && Date.now() < limit) await sleep(100);
}

let previous: DatabaseHandle | undefined;
let proxied: { proxy: TcpProxy; handle: DatabaseHandle } | undefined;
afterAll(async () => {
  if (previous) setDatabaseForTests(previous);
  // A pool with a client that was never given back never ends: do not wait for it.
  const closed = proxied?.handle.close().catch(() => {});
  await Promise.race([closed, sleep(2_000)]);
  await proxied?.proxy.stop();
});

describe.skipIf(!onPostgres)("PostgreSQL stopped under load, then started", () => {
  it("503 pages while it is down, the pool back by itself, no acknowledged write lost, jobs resume once", async () => {
    const applicant = await createTestUser("applicant");
    const admin = await createTestUser("administrator");
    const t0 = Date.now();
    // Scheduled posts due before, during and after the outage.
    const dueAt = [
      t0 + WARM_MS / 2,
      t0 + WARM_MS + 2_000,
      t0 + WARM_MS + OUTAGE_MS / 2,
      t0 + WARM_MS + OUTAGE_MS - 1_000,
      t0 + WARM_MS + OUTAGE_MS + 1_000,
    ];
    const posts: string[] = [];
    for (const at of dueAt) {
      const post = await createTestPost(admin.userId, { status: "scheduled" });
      await getDb()
        .update(blogPosts)
        .set({ publishedAt: new Date(at) })
        .where(eq(blogPosts.id, post.id));
      posts.push(post.id);
    }

    previous = getDatabase();
    proxied = await openPostgresThroughProxy(10);
    const { proxy, handle } = proxied;
    setDatabaseForTests(handle);
    // The real publishing job on a short interval, ticking as the server's scheduler does.
    const stopScheduler = schedulerBackgroundJob(
      [{ ...scheduledBlogPublishJob, intervalMs: 1_000, retryMs: 500 }],
      { tickMs: 200, firstTickMs: 0 },
    ).start();

    const outcomes: Outcome[] = [];
    let running = true;
    let writes = 0;
    const request = async (kind: Kind): Promise<Outcome> => {
      const started = Date.now();
      let response: Response;
      let createdId: string | undefined;
      if (kind === "write") {
        writes += 1;
        response = await appRequest("/dashboard/applications/new", {
          cookie: applicant.cookie,
          form: { businessName: `Outage Write ${writes}`, intent: "draft" },
        });
        createdId = /^\/dashboard\/applications\/([0-9a-f-]{36})\?notice=saved$/.exec(
          response.headers.get("location") ?? "",
        )?.[1];
      } else {
        const path = {
          "public page": "/directory",
          "dashboard list": "/dashboard/applications",
          healthz: "/healthz",
          "json feed": "/dashboard/notifications/feed",
        }[kind];
        const signedIn = kind === "dashboard list" || kind === "json feed";
        response = await appRequest(path, {
          cookie: signedIn ? applicant.cookie : undefined,
          headers: kind === "json feed" ? { accept: "application/json" } : {},
        });
      }
      const text = await response.text();
      return { kind, started, ended: Date.now(), status: response.status, text, createdId };
    };
    const kinds: Kind[] = ["public page", "dashboard list", "write", "healthz", "json feed"];
    // Every route rendered once first (the first render of a route loads its module).
    for (const kind of kinds) expect((await request(kind)).status).toBeLessThan(400);
    const users = Array.from({ length: USERS }, async (_, user) => {
      for (let i = user; running; i += 1) {
        outcomes.push(await request(kinds[i % kinds.length]!));
        await sleep(50);
      }
    });

    await phase(WARM_MS, () => outcomes.length > 10);
    await proxy.stop();
    const stoppedAt = Date.now();
    await sleep(OUTAGE_MS);
    await proxy.start();
    const backAt = Date.now();
    await phase(AFTER_MS, () => {
      const served = outcomes.filter((o) => o.started > backAt && o.status < 400);
      return served.length > 15 && outcomes.filter((o) => o.createdId).length > 10;
    });
    running = false;
    await Promise.all(users);
    await stopScheduler();
    setDatabaseForTests(previous);
    // No connection leaked: every client the pool holds is idle again.
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.waitingCount).toBe(0);
    expect(pool.idleCount).toBe(pool.totalCount);

    const before = outcomes.filter((o) => o.ended < stoppedAt);
    const during = outcomes.filter((o) => o.started > stoppedAt && o.ended < backAt);
    const after = outcomes.filter((o) => o.started > backAt);
    const summary = (list: Outcome[]) =>
      list.reduce<Record<string, number>>((counts, o) => {
        const key = `${o.kind} ${o.status}`;
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {});
    const firstOk = after.find((o) => o.status === 200 && o.kind === "dashboard list");
    const slowest = Math.max(...during.map((o) => o.ended - o.started));
    console.log(
      JSON.stringify({
        outageMs: backAt - stoppedAt,
        before: summary(before),
        during: summary(during),
        slowestDuringMs: slowest,
        after: summary(after),
        dashboardBackAfterMs: firstOk ? firstOk.ended - backAt : null,
      }),
    );

    // Nothing ever failed as a fault of the server (no 500), and no one was
    // sent to sign in again (a session lost): success or 503, at any moment.
    const unexpected = outcomes.filter(
      (o) =>
        ![200, 302, 503].includes(o.status) ||
        (o.kind === "write" && o.status === 302 && !o.createdId),
    );
    expect(unexpected.map((o) => ({ ...o, text: visibleText(o.text).slice(0, 300) }))).toEqual([]);
    expect(before.length).toBeGreaterThan(10);
    expect(before.filter((o) => o.status !== 200 && o.status !== 302)).toEqual([]);

    // While it was down: 503 for everything, at once, with a page that says why.
    expect(during.length).toBeGreaterThan(20);
    for (const o of during) {
      expect(o.status, `${o.kind} during the outage`).toBe(503);
      // At once (0.1–0.6 s measured on a loaded machine), not after a connection timeout.
      expect(o.ended - o.started).toBeLessThan(2_000);
      if (o.kind === "healthz") {
        expect(JSON.parse(o.text)).toMatchObject({ status: "error" });
      } else if (o.kind === "json feed") {
        expect(JSON.parse(o.text)).toEqual({ error: DATABASE_UNAVAILABLE_TEXT });
      } else {
        expect(o.text).toMatch(/^<!DOCTYPE html>/i);
        expect(visibleText(o.text)).toContain(DATABASE_UNAVAILABLE_TEXT.replace(/'/g, "'"));
        expect(o.text).not.toMatch(/ECONNREFUSED|at .*\.ts:\d+|Unexpected Application Error/);
      }
    }

    // Back by itself within 5 s: from then on every request succeeds.
    expect(firstOk, "a dashboard page served after the server returned").toBeDefined();
    const recovered = firstOk!.ended;
    expect(recovered - backAt).toBeLessThan(5_000);
    const settled = after.filter((o) => o.started > recovered);
    expect(settled.length).toBeGreaterThan(10);
    expect(settled.filter((o) => o.status !== 200 && o.status !== 302)).toEqual([]);

    // Every acknowledged write is there.
    const acknowledged = outcomes.flatMap((o) => (o.createdId ? [o.createdId] : []));
    expect(acknowledged.length).toBeGreaterThan(10);
    const stored = await getDb()
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.id, acknowledged));
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    const attempted = await getDb()
      .select({ id: applications.id })
      .from(applications)
      .where(like(applications.businessName, "Outage Write %"));
    expect(attempted.length).toBeGreaterThanOrEqual(acknowledged.length);

    // The scheduler resumed: every post published, each exactly once, the lease released.
    const published = await getDb()
      .select({ id: blogPosts.id, status: blogPosts.status })
      .from(blogPosts)
      .where(inArray(blogPosts.id, posts));
    expect(published.map((p) => p.status)).toEqual(posts.map(() => "published"));
    const audit = await getDb()
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, posts), eq(auditLog.action, "blog_post_published")));
    expect(audit.map((a) => a.entityId).sort()).toEqual([...posts].sort());
    const [job] = await getDb()
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, scheduledBlogPublishJob.name));
    expect(job?.lockedBy).toBeNull();
    expect(job?.lastStatus).toBe("ok");
  });
});
