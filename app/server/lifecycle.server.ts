import { scheduledBlogPublishJob } from "~/modules/blog/index.server";
import { certificateExpiryJob } from "~/modules/renewals/index.server";
import { prepareCredentials } from "~/modules/credentials/index.server";
import { seedDemoIfEmpty } from "~/modules/demo/index.server";
import { outboxWorkerJob } from "~/modules/mail/index.server";
import { seedOperationsManual } from "~/modules/operations-manual/index.server";
import { loadPlaces, syncServiceAreas } from "~/modules/places/index.server";
import { getPaymentSettings, paymentsStartupWarning } from "~/modules/payments/index.server";
import { ballotClosingJob } from "~/modules/proposals/index.server";
import { publicContentNotificationsJob } from "~/modules/public-cache/index.server";
import { seedStandards } from "~/modules/standards/index.server";
import { startBackgroundJobs, stopBackgroundJobs } from "~/lib/background-jobs.server";
import { closeDatabase, getDatabase } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { schedulerBackgroundJob, type ScheduledJob } from "~/lib/scheduler.server";

/** Every job of the in-app scheduler (decision 015). */
export const scheduledJobList: readonly ScheduledJob[] = [
  certificateExpiryJob,
  scheduledBlogPublishJob,
  ballotClosingJob,
];

/** Validates configuration, migrates, seeds the standards (and demo data if asked), starts background jobs. */
export async function prepareApp() {
  const env = getEnv();
  // In a cluster the primary prepared the database before starting the workers (decision 037).
  if (process.env.HAP_DATABASE_PREPARED !== "1") await prepareDatabase();
  startBackgroundJobs([
    publicContentNotificationsJob,
    outboxWorkerJob,
    schedulerBackgroundJob(scheduledJobList, { tickMs: env.SCHEDULER_TICK_MS }),
  ]);
  return { env };
}

/** Migrates and seeds (standards, operations manual, demo data if asked): once per start. */
export async function prepareDatabase() {
  const env = getEnv();
  const started = Date.now();
  const handle = getDatabase();
  await handle.migrate();
  logger.info({ driver: handle.driver, ms: Date.now() - started }, "database migrated");
  // The offline gazetteer (decision 054): loaded once per version of its data packages.
  const places = await loadPlaces(handle.db);
  if (places.loaded) logger.info({ rows: places.rows, ms: Math.round(places.ms) }, "places loaded");
  // Real programme content every installation needs (not demo data): idempotent.
  const manual = await seedOperationsManual(handle.db);
  if (manual.sections > 0) logger.info(manual, "operations manual seeded");
  const paymentsWarning = paymentsStartupWarning(env);
  if (paymentsWarning) logger.warn({ paymentsTestMode: true }, paymentsWarning);
  else if (getPaymentSettings(env).mode === "none") {
    logger.info(
      "card payments are off (no Stripe keys, test mode off): staff record offline payments",
    );
  }
  // The programme's standards are content every installation needs (SPEC §4 seeding).
  const standards = await seedStandards(handle.db);
  if (standards.seeded) logger.info({ items: standards.items }, "standards seeded");
  if (env.seedDemo) {
    const seeded = await seedDemoIfEmpty();
    if (seeded) logger.info("demo data seeded (password humane-demo-2026)");
  }
  // The issuer key (created on first start) and a credential for every certificate (decision 052).
  const credentials = await prepareCredentials(handle.db);
  if (credentials.issued > 0) logger.info(credentials, "verifiable credentials issued");
  // Businesses without a service area (existing ones): placed at their address (decision 054).
  const backfilled = await syncServiceAreas(handle.db, "missing");
  if (backfilled > 0)
    logger.info({ businesses: backfilled }, "service areas placed from addresses");
  return { env };
}

/** Stops background jobs and closes the database. */
export async function shutdownApp() {
  await stopBackgroundJobs();
  await closeDatabase();
}
