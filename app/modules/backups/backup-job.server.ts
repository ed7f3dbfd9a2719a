import { and, eq, gte, inArray } from "drizzle-orm";
import { backups } from "~/db/schema";
import { getDatabase } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { ScheduledJob } from "~/lib/scheduler.server";
import { localDateTimeParts, zonedDateTimeToUtc } from "~/lib/time-zones";
import { createBackup } from "./create-backup.server";

/**
 * The daily backup (decision 062), through the in-app scheduler: looked at
 * every hour; once BACKUP_HOUR has come in the programme's time zone and no
 * scheduled backup has succeeded (or is running) since that hour today, it
 * backs up. After downtime the first tick catches up; the scheduler's lease
 * keeps it to one process.
 */
export const dailyBackupJob: ScheduledJob<{ backedUp: boolean; bytes?: number | null }> = {
  name: "daily-backup",
  intervalMs: 60 * 60 * 1000,
  // A large archive may take a while; no second process starts one meanwhile.
  leaseMs: 60 * 60 * 1000,
  run: async ({ db, now }) => {
    const env = getEnv();
    if (env.BACKUP_SCHEDULE === "off") return { backedUp: false };
    const local = localDateTimeParts(now, env.PROGRAMME_TIME_ZONE);
    const due = zonedDateTimeToUtc(
      local.date,
      `${String(env.BACKUP_HOUR).padStart(2, "0")}:00`,
      env.PROGRAMME_TIME_ZONE,
    );
    if (!due || now < due) return { backedUp: false };
    const [done] = await db
      .select({ id: backups.id })
      .from(backups)
      .where(
        and(
          eq(backups.kind, "scheduled"),
          inArray(backups.status, ["running", "succeeded", "pruned"]),
          gte(backups.startedAt, due),
        ),
      )
      .limit(1);
    if (done) return { backedUp: false };
    const row = await createBackup(db, { kind: "scheduled", driver: getDatabase().driver, now });
    return { backedUp: true, bytes: row.sizeBytes };
  },
};
