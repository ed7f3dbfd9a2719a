import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { scheduledJobs } from "~/db/schema";
import { getDb } from "./db.server";
import { runScheduledJob, type ScheduledJob } from "./scheduler.server";

const HOUR = 60 * 60 * 1000;
const t0 = new Date("2026-03-01T12:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

function countingJob(name: string, options: { delayMs?: number; fail?: boolean } = {}) {
  const runs: Date[] = [];
  const job: ScheduledJob<number> = {
    name,
    intervalMs: HOUR,
    run: async ({ now }) => {
      runs.push(now);
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (options.fail) throw new Error("boom");
      return runs.length;
    },
  };
  return { job, runs };
}

describe("scheduler", () => {
  it("runs a new job at once, then not again until its interval has passed", async () => {
    const { job, runs } = countingJob("interval");
    expect(await runScheduledJob(job, { now: t0 })).toEqual({ ran: true, ok: true, result: 1 });
    expect(await runScheduledJob(job, { now: at(HOUR - 1) })).toEqual({
      ran: false,
      reason: "not-due",
    });
    expect((await runScheduledJob(job, { now: at(HOUR) })).ran).toBe(true);
    expect(runs).toEqual([t0, at(HOUR)]);
    const [row] = await getDb()
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, "interval"));
    expect(row).toMatchObject({ runCount: 2, lastStatus: "ok", lockedBy: null, lastResult: 2 });
    expect(row!.nextRunAt.getTime()).toBe(at(2 * HOUR).getTime());
  });

  it("catches up once after downtime (one run, not one per missed interval)", async () => {
    const { job, runs } = countingJob("catch-up");
    await runScheduledJob(job, { now: t0 });
    // The app was down for three days: the next tick runs it once.
    expect((await runScheduledJob(job, { now: at(72 * HOUR) })).ran).toBe(true);
    expect((await runScheduledJob(job, { now: at(72 * HOUR + 1000) })).ran).toBe(false);
    expect(runs).toHaveLength(2);
  });

  it("never runs the same job twice at once (two processes, one lease)", async () => {
    const { job, runs } = countingJob("concurrent", { delayMs: 200 });
    const outcomes = await Promise.all([
      runScheduledJob(job, { now: t0, owner: "process-a" }),
      runScheduledJob(job, { now: t0, owner: "process-b" }),
      runScheduledJob(job, { now: t0, owner: "process-c", force: true }),
    ]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ran).map((o) => !o.ran && o.reason)).toEqual([
      "running-elsewhere",
      "running-elsewhere",
    ]);
    expect(runs).toHaveLength(1);
  });

  it("takes over a lease left behind by a process that died", async () => {
    const { job, runs } = countingJob("stale-lease");
    await getDb()
      .insert(scheduledJobs)
      .values({ name: "stale-lease", nextRunAt: t0, lockedUntil: at(60_000), lockedBy: "dead" });
    expect(await runScheduledJob(job, { now: at(1000) })).toEqual({
      ran: false,
      reason: "running-elsewhere",
    });
    expect((await runScheduledJob(job, { now: at(60_001) })).ran).toBe(true);
    expect(runs).toHaveLength(1);
  });

  it("records a failure, releases the lease and retries sooner than the interval", async () => {
    const { job } = countingJob("failing", { fail: true });
    expect(await runScheduledJob(job, { now: t0 })).toEqual({
      ran: true,
      ok: false,
      error: "boom",
    });
    const [row] = await getDb()
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, "failing"));
    expect(row).toMatchObject({ lastStatus: "failed", lastError: "boom", lockedUntil: null });
    expect(row!.nextRunAt.getTime()).toBe(at(5 * 60 * 1000).getTime());
  });

  it("force runs a job that is not due (staff 'run now')", async () => {
    const { job, runs } = countingJob("forced");
    await runScheduledJob(job, { now: t0 });
    expect((await runScheduledJob(job, { now: at(1000), force: true })).ran).toBe(true);
    expect(runs).toHaveLength(2);
  });
});
