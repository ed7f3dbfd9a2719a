import { defineMessages } from "~/lib/i18n/messages";

/**
 * The backups feature's texts that the server writes, in each language
 * (issue 36): server code keeps the English (`backupMessages`) and the
 * answer is translated at the edge.
 */
export const backupTexts = defineMessages({
  alreadyRunning: {
    id: "backups.error.alreadyRunning",
    defaultMessage: "A backup is already running. Try again when it has finished.",
  },
  interrupted: {
    id: "backups.error.interrupted",
    defaultMessage: "Interrupted: the server stopped while this backup was being written.",
  },
  notFound: { id: "backups.error.notFound", defaultMessage: "Backup not found" },
  notStored: {
    id: "backups.error.notStored",
    defaultMessage: "This backup's archive is no longer stored.",
  },
  created: { id: "backups.done.created", defaultMessage: "Backup finished." },
  panelTitle: { id: "backups.panel.title", defaultMessage: "Backups" },
  none: { id: "backups.panel.none", defaultMessage: "No backups yet." },
  backUpNow: { id: "backups.panel.backUpNow", defaultMessage: "Back up now" },
});

/** Texts of the backups feature (decision 062), in English. */
export const backupMessages = {
  alreadyRunning: backupTexts.alreadyRunning.defaultMessage,
  interrupted: backupTexts.interrupted.defaultMessage,
  notFound: backupTexts.notFound.defaultMessage,
  notStored: backupTexts.notStored.defaultMessage,
  created: backupTexts.created.defaultMessage,
  failedPrefix: "The backup failed: ",
  panelTitle: backupTexts.panelTitle.defaultMessage,
  none: backupTexts.none.defaultMessage,
  backUpNow: backupTexts.backUpNow.defaultMessage,
} as const;
