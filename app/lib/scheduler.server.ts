import crypto from "node:crypto";
import os from "node:os";
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { scheduledJobs } from "~/db/schema";
import type { BackgroundJob } from "./background-jobs.server";
import { getDb, type Database } from "./db.server";
import { logger } from "./logger.server";

/**
 * Scheduled work inside the app (decision 015). A job is idempotent and
 * catches up by itself: each run handles everything that is due as of `now`
 * (e.g. "every scheduled post whose time has come"), so a missed run is
 * made good by the next one. The scheduler adds:
 *
 * - once across processes: a run takes the job's lease with one conditional
 *   UPDATE; another process (or a second tick) finds it taken and skips;
 * - persistence: `next_run_at` is stored, so after downtime the first tick
 *   runs every overdue job at once;
 * - an injectable clock for tests (`now`).
 */
export type JobContext = { db: Database; now: Date };

export type ScheduledJob<R = unknown> = {
  name: string;
  /** Time between the start of one run and the next. */
  intervalMs: number;
  /** How long a run may hold the lease before another process may take over (default 10 min). */
  leaseMs?: number;
  /** Wait after a failed run before retrying (default: min(interval, 5 min)). */
  retryMs?: number;
  run: (context: JobContext) => Promise<R>;
};

export type JobRunOutcome<R = unknown> =
  | { ran: true; ok: true; result: R }
  | { ran: true; ok: false; error: string }
  | { ran: false; reason: "not-due" | "running-elsewhere" };

/** This process's name in the lease (host, pid and a random part). */
export const processOwner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;

const DEFAULT_LEASE_MS = 10 * 60 * 1000;

/**
 * Runs `job` if it is due (or `force`), unless another run holds its lease.
 * Returns what happened; a job error is recorded on the job row and returned,
 * never thrown.
 */
export async function runScheduledJob<R>(
  job: ScheduledJob<R>,
  options: { db?: Database; now?: Date; force?: boolean; owner?: string } = {},
): Promise<JobRunOutcome<R>> {
  const db = options.db ?? getDb();
  const now = options.now ?? new Date();
  const owner = options.owner ?? processOwner;
  const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;

  // A release this process could not write after its last run is written first.
  const pendingKey = `${job.name}\n${owner}`;
  const pending = unreleasedLeases.get(pendingKey);
  if (pending) {
    await releaseLease(db, job.name, owner, pending);
    unreleasedLeases.delete(pendingKey);
    logger.info({ job: job.name }, "job lease released after the database came back");
  }

  await db
    .insert(scheduledJobs)
    .values({ name: job.name, nextRunAt: now })
    .onConflictDoNothing({ target: scheduledJobs.name });

  const [claimed] = await db
    .update(scheduledJobs)
    .set({
      lockedUntil: new Date(now.getTime() + leaseMs),
      lockedBy: owner,
      lastStartedAt: now,
    })
    .where(
      and(
        eq(scheduledJobs.name, job.name),
        or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now)),
        options.force ? undefined : lte(scheduledJobs.nextRunAt, now),
      ),
    )
    .returning({ name: scheduledJobs.name });

  if (!claimed) {
    const [row] = await db
      .select({ lockedUntil: scheduledJobs.lockedUntil })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, job.name));
    const running = row?.lockedUntil && row.lockedUntil.getTime() >= now.getTime();
    return { ran: false, reason: running ? "running-elsewhere" : "not-due" };
  }

  let outcome: JobRunOutcome<R>;
  let release: LeaseRelease;
  try {
    const result = await job.run({ db, now });
    outcome = { ran: true, ok: true, result };
    release = {
      nextRunAt: new Date(now.getTime() + job.intervalMs),
      lastFinishedAt: new Date(),
      lastStatus: "ok",
      lastError: null,
      lastResult: (result ?? null) as unknown,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error({ err: error, job: job.name }, "scheduled job failed");
    const retryMs = job.retryMs ?? Math.min(job.intervalMs, 5 * 60 * 1000);
    outcome = { ran: true, ok: false, error: message };
    release = {
      nextRunAt: new Date(now.getTime() + retryMs),
      lastFinishedAt: new Date(),
      lastStatus: "failed",
      lastError: message.slice(0, 2000),
    };
  }
  // The database may have gone away since the run began (issue 25): the
  // lease would then stay taken until it expires (10 minutes by default) and
  // the job stand still that long. The release is kept and written at the
  // job's next tick, before anything else; the run's outcome stands.
  try {
    await releaseLease(db, job.name, owner, release);
  } catch (releaseError) {
    unreleasedLeases.set(pendingKey, release);
    logger.error(
      { err: releaseError, job: job.name },
      "could not release the job lease: released at the next tick",
    );
  }
  return outcome;
}

type LeaseRelease = Pick<
  typeof scheduledJobs.$inferInsert,
  "nextRunAt" | "lastFinishedAt" | "lastStatus" | "lastError" | "lastResult"
>;

/** Releases this process could not write (job name and owner → the release), at most one per job. */
const unreleasedLeases = new Map<string, LeaseRelease>();

/**
 * Ends a run: frees the lease and records the outcome, if this owner still
 * holds the lease (after it expired and another process took it, nothing).
 */
async function releaseLease(db: Database, name: string, owner: string, values: LeaseRelease) {
  await db
    .update(scheduledJobs)
    .set({
      lockedUntil: null,
      lockedBy: null,
      runCount: sql`${scheduledJobs.runCount} + 1`,
      ...values,
    })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, owner)));
}

/** The stored state of every job (for the staff's operations panels). */
export async function listScheduledJobStates(db: Database = getDb()) {
  return db.select().from(scheduledJobs).orderBy(scheduledJobs.name);
}

/**
 * The background job that ticks every `tickMs` (first tick shortly after
 * start) and runs each due job in turn. Stopping waits for the tick in
 * progress.
 */
export function schedulerBackgroundJob(
  jobs: readonly ScheduledJob[],
  options: { tickMs: number; firstTickMs?: number; clock?: () => Date },
): BackgroundJob {
  return {
    name: "scheduler",
    start() {
      let stopped = false;
      let current: Promise<void> | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const tick = async () => {
        for (const job of jobs) {
          if (stopped) return;
          const outcome = await runScheduledJob(job, { now: options.clock?.() }).catch(
            (error: unknown) => {
              logger.error({ err: error, job: job.name }, "scheduler could not run the job");
              return undefined;
            },
          );
          if (outcome?.ran) {
            logger.info(
              { job: job.name, ok: outcome.ok, ...(outcome.ok ? {} : { error: outcome.error }) },
              "scheduled job ran",
            );
          }
        }
      };
      const schedule = (delay: number) => {
        if (stopped) return;
        timer = setTimeout(() => {
          current = tick().finally(() => schedule(options.tickMs));
        }, delay);
        timer.unref?.();
      };
      schedule(options.firstTickMs ?? 1_000);
      return async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        await current;
      };
    },
  };
}
