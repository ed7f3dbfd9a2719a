import { getDatabase, getDb } from "~/lib/db.server";
import { createBackup } from "~/modules/backups/index.server";
import { adminOnly, defineGroup, type Asker, type Expected } from "./types";

/** Backups (decision 062): administrators on Dashboard › Settings; the token API (off without BACKUP_TOKEN). */
type F = { backupId: string };

const same = (e: Expected): Record<Asker, Expected> => ({
  anonymous: e,
  applicant: e,
  examiner: e,
  committee: e,
  administrator: e,
});

export default defineGroup<F>({
  name: "backups",
  setup: async () => {
    const row = await createBackup(getDb(), { kind: "manual", driver: getDatabase().driver });
    return { backupId: row.id };
  },
  rows: [
    {
      route: "/dashboard/settings",
      method: "POST",
      intent: "back-up-now",
      path: () => "/dashboard/settings",
      form: () => ({ intent: "back-up-now" }),
      expect: adminOnly,
    },
    {
      route: "/dashboard/settings/backups/:backupId",
      method: "GET",
      path: (f) => `/dashboard/settings/backups/${f.backupId}`,
      expect: adminOnly,
    },
    {
      route: "/api/backups",
      method: "GET",
      path: () => "/api/backups",
      expect: same({ status: 405, refused: true }),
    },
    {
      route: "/api/backups",
      method: "POST",
      note: "without BACKUP_TOKEN the API does not exist; a session does not open it",
      path: () => "/api/backups",
      form: () => ({}),
      expect: same({ status: 404, refused: true }),
    },
    {
      route: "/api/backups/:backupId",
      method: "GET",
      path: (f) => `/api/backups/${f.backupId}`,
      expect: same({ status: 404, refused: true }),
    },
  ],
});
