import { certificateExpiryJob } from "~/modules/certificates/expire-certificates.server";
import { seedDemoIfEmpty } from "~/modules/demo/seed-demo.server";
import { outboxWorkerJob } from "~/modules/mail/outbox-worker.server";
import { startBackgroundJobs, stopBackgroundJobs } from "./background-jobs.server";
import { closeDatabase, getDatabase } from "./db.server";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

/** Validates configuration, migrates, seeds demo data if asked, starts background jobs. */
export async function prepareApp() {
  const env = getEnv();
  const started = Date.now();
  const handle = getDatabase();
  await handle.migrate();
  logger.info({ driver: handle.driver, ms: Date.now() - started }, "database migrated");
  if (env.seedDemo) {
    const seeded = await seedDemoIfEmpty();
    if (seeded) logger.info("demo data seeded (password humane-demo-2026)");
  }
  startBackgroundJobs([outboxWorkerJob, certificateExpiryJob]);
  return { env };
}

/** Stops background jobs and closes the database. */
export async function shutdownApp() {
  await stopBackgroundJobs();
  await closeDatabase();
}
