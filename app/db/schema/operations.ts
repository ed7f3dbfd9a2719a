import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { backupKinds, backupMachine } from "../../domain/backup-status";
import { valuesCheck } from "../../domain/state-machine";
import { user } from "../auth-schema";
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

// ---------------------------------------------------------------------------
// Backups (issue 25; decision 062)

/**
 * One row per backup: the archive lives in the storage driver's `backups`
 * bucket at `object_path` once the status is succeeded. The table itself is
 * not in the archives (it describes this installation's copies).
 */
export const backups = pgTable(
  "backups",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    status: text("status").notNull().default(backupMachine.initial),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    objectPath: text("object_path").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    sha256: text("sha256"),
    encrypted: boolean("encrypted").notNull().default(false),
    /** Row counts per table, file count: the manifest's summary. */
    summary: jsonb("summary").$type<BackupSummary>(),
    error: text("error"),
  },
  (t) => [
    checkOf("backups_status_check", backupMachine.checkConstraint("status")),
    checkOf("backups_kind_check", valuesCheck("kind", backupKinds)),
    index("backups_started_at_idx").on(t.startedAt),
    index("backups_requested_by_idx").on(t.requestedBy),
    // One backup at a time, across processes.
    uniqueIndex("backups_one_running_idx")
      .on(t.status)
      .where(sql`status = 'running'`),
  ],
);

export type BackupSummary = { tables: number; rows: number; files: number; fileBytes: number };
