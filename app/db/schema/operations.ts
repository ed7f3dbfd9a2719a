import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { valuesCheck } from "../../domain/state-machine";
import { checkOf } from "./columns";

/** How a scheduled job's last run ended. */
export const scheduledJobRunStatuses = ["ok", "failed"] as const;

/**
 * Jobs the app runs on its own schedule (expiry, reminders, ballots closing,
 * scheduled posts). One row per job: a process claims a run by taking the
 * lease with a conditional UPDATE, so several processes never run a job at
 * the same time, and `next_run_at` survives restarts (catch-up after downtime).
 */
export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    name: text("name").primaryKey(),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
    lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
    /** ok | failed */
    lastStatus: text("last_status"),
    lastError: text("last_error"),
    lastResult: jsonb("last_result").$type<unknown>(),
    runCount: integer("run_count").notNull().default(0),
  },
  () => [
    checkOf(
      "scheduled_jobs_last_status_check",
      valuesCheck("last_status", scheduledJobRunStatuses, { nullable: true }),
    ),
  ],
);

// ---------------------------------------------------------------------------
// Blog and operations manual (issue 10; decisions 026, 027)
