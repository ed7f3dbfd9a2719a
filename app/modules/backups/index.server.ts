// The backups module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./backup-archive.server";
export * from "./backup-job.server";
export * from "./backup-token.server";
export * from "./create-backup.server";
export * from "./dump-database.server";
export * from "./get-backups-panel.server";
export * from "./request-backup.server";
export * from "./restore-backup.server";
export * from "./backup-key.server";
export * from "./backup-crypto.server";
