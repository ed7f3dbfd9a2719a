// Relative import: app/db/schema.ts (read by drizzle-kit) imports this table.
import { defineStateMachine } from "./state-machine";

/** States of a backup (decision 062). */
export const backupStatuses = ["running", "succeeded", "failed", "pruned"] as const;
export type BackupStatus = (typeof backupStatuses)[number];

/** Who asked for a backup. */
export const backupKinds = ["scheduled", "manual", "command"] as const;
export type BackupKind = (typeof backupKinds)[number];

/**
 * A backup's status as one pure table (decision 014). A backup starts
 * running; it succeeds once its archive is in storage, or fails (an error, or
 * found still running after its process died: interrupted). Retention prunes
 * a succeeded backup (its archive is deleted, the row stays as history).
 */
export const backupMachine = defineStateMachine({
  name: "backup",
  statuses: backupStatuses,
  initial: "running",
  edges: [
    { from: "running", to: "succeeded", by: ["system:backup-stored"] },
    { from: "running", to: "failed", by: ["system:backup-failed", "system:backup-interrupted"] },
    { from: "succeeded", to: "pruned", by: ["system:backup-retention"] },
  ],
});
