// One of the "two server processes" of app/lib/scheduler-processes.db.test.ts:
// runs the same scheduled job over ten ticks of a shared clock against
// DATABASE_URL, starting at START_AT so both processes race. Each run records
// its tick in the audit log.
import { closeDatabase, getDb } from "~/lib/db.server";
import { runScheduledJob, type ScheduledJob } from "~/lib/scheduler.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";

const owner = process.env.OWNER ?? `pid-${process.pid}`;
const t0 = Date.parse("2030-01-01T00:00:00Z");
const interval = 60_000;

const job: ScheduledJob = {
  name: "two-process-test",
  intervalMs: interval,
  run: async ({ now }) => {
    const tick = (now.getTime() - t0) / interval;
    await writeAuditLog(getDb(), {
      entityType: "scheduler-test",
      entityId: String(tick),
      action: "ran",
      actorId: null,
      details: { owner },
    });
    await new Promise((r) => setTimeout(r, 50));
    return tick;
  },
};

await new Promise((r) => setTimeout(r, Math.max(0, Number(process.env.START_AT) - Date.now())));
for (let tick = 0; tick < 10; tick += 1) {
  await runScheduledJob(job, { now: new Date(t0 + tick * interval), owner });
}
await closeDatabase();
