/** Texts of the backups feature (decision 062). */
export const backupMessages = {
  alreadyRunning: "A backup is already running. Try again when it has finished.",
  interrupted: "Interrupted: the server stopped while this backup was being written.",
  notFound: "Backup not found",
  notStored: "This backup's archive is no longer stored.",
  created: "Backup finished.",
  failedPrefix: "The backup failed: ",
  panelTitle: "Backups",
  none: "No backups yet.",
  backUpNow: "Back up now",
} as const;
