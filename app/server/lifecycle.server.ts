import { sql } from "drizzle-orm";
import {
  backupsStartupWarning,
  dailyBackupJob,
  ensureBackupKey,
  interruptStaleBackups,
  removeBackupLeftovers,
} from "~/modules/backups/index.server";
import { appealClosingJob } from "~/modules/appeals/index.server";
import { scheduledBlogPublishJob } from "~/modules/blog/index.server";
import { certificateExpiryJob } from "~/modules/renewals/index.server";
import { suspensionReviewJob } from "~/modules/certificates/index.server";
import { credentialCatchUpJob, prepareCredentials } from "~/modules/credentials/index.server";
import { complaintRetentionJob } from "~/modules/complaints/index.server";
import { seedDemoIfEmpty } from "~/modules/demo/index.server";
import { outboxWorkerJob } from "~/modules/mail/index.server";
import {
  seedManualTranslations,
  seedOperationsManual,
} from "~/modules/operations-manual/index.server";
import { syncServiceAreas } from "~/modules/places/index.server";
import { getPaymentSettings, paymentsStartupWarning } from "~/modules/payments/index.server";
import { ballotClosingJob, ballotReminderJob } from "~/modules/proposals/index.server";
import { publicContentNotificationsJob } from "~/modules/public-cache/index.server";
import { startBackgroundJobs, stopBackgroundJobs } from "~/lib/background-jobs.server";
import {
  databaseImageDir,
  serverBuildFile,
  installDatabaseImage,
} from "~/lib/database-image.server";
import {
  closeDatabase,
  getDatabase,
  isDatabaseOpen,
  migrationsFolder,
  pgliteDataDir,
} from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { schedulerBackgroundJob, type ScheduledJob } from "~/lib/scheduler.server";
import { prepareFixedContent } from "./database-image.server";

/** Every job of the in-app scheduler (decision 015). */
export const scheduledJobList: readonly ScheduledJob[] = [
  certificateExpiryJob,
  scheduledBlogPublishJob,
  ballotClosingJob,
  credentialCatchUpJob,
  ballotReminderJob,
  complaintRetentionJob,
  dailyBackupJob,
  appealClosingJob,
  suspensionReviewJob,
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

/**
 * A progress line for the person who ran `npm start` (scripts/start.js sets
 * HAP_PROGRESS=1): plain text beside the JSON log.
 */
export function startProgress(text: string) {
  if (process.env.HAP_PROGRESS === "1") process.stdout.write(`${text}\n`);
}

/** Migrates and seeds (standards, operations manual, demo data if asked): once per start. */
export async function prepareDatabase() {
  const env = getEnv();
  // Wall and CPU milliseconds of each step, logged once at the end ("database prepared").
  const phases: Record<string, { ms: number; cpuMs: number }> = {};
  const phase = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    try {
      return await step();
    } finally {
      const used = process.cpuUsage(cpu);
      phases[name] = {
        ms: Math.round(performance.now() - wall),
        cpuMs: Math.round((used.user + used.system) / 1000),
      };
    }
  };
  const startedAt = Math.round(process.uptime() * 1000);
  const started = Date.now();
  // First start of the embedded database: the prepared database from the build, when it
  // was made from exactly these migrations (decision 072); else everything below does the work.
  if (!env.DATABASE_URL && !isDatabaseOpen()) {
    const image = await phase("image", async () =>
      installDatabaseImage({
        imageDir: databaseImageDir(),
        dataDir: pgliteDataDir(env.dataDir),
        migrationsFolder,
        serverBuild: serverBuildFile(),
      }),
    );
    if (image.used) logger.info("database created from the prepared database of the build");
    else if (image.reason !== "the database exists") {
      logger.info({ reason: image.reason }, "prepared database not used: migrating");
    }
  }
  const handle = getDatabase();
  startProgress("Migrating…");
  // PGlite starts on its first query: timed apart from the migration check.
  await phase("open", () => handle.db.execute(sql`select 1`));
  await phase("migrate", () => handle.migrate());
  logger.info({ driver: handle.driver, ms: Date.now() - started }, "database migrated");
  // The offline gazetteer (decision 054), loaded once per version of its data packages, and
  // the programme's standards (SPEC §4 seeding): content every installation needs.
  const { places, standards } = await phase("content", () => prepareFixedContent(handle.db));
  if (places.loaded) logger.info({ rows: places.rows, ms: Math.round(places.ms) }, "places loaded");
  if (standards.seeded) logger.info({ items: standards.items }, "standards seeded");
  // Real programme content every installation needs (not demo data): idempotent.
  const manual = await phase("manual", () => seedOperationsManual(handle.db));
  if (manual.sections > 0) logger.info(manual, "operations manual seeded");
  const manualTranslated = await phase("manual translations", () =>
    seedManualTranslations(handle.db),
  );
  if (manualTranslated > 0)
    logger.info({ manualTranslated }, "operations manual translations seeded");
  const paymentsWarning = paymentsStartupWarning(env);
  if (paymentsWarning) logger.warn({ paymentsTestMode: true }, paymentsWarning);
  else if (getPaymentSettings(env).mode === "none") {
    logger.info(
      "card payments are off (no Stripe keys, test mode off): staff record offline payments",
    );
  }
  if (env.seedDemo) {
    const seeded = await phase("demo", () =>
      seedDemoIfEmpty({ onSeeding: () => startProgress("Seeding demo data…") }),
    );
    if (seeded) logger.info("demo data seeded (password humane-demo-2026)");
  }
  // The issuer key (created on first start) and the first missing credentials; the rest in the background (decision 052).
  const credentials = await phase("credentials", () => prepareCredentials(handle.db));
  if (credentials.rewrapped > 0) {
    logger.info(
      { keys: credentials.rewrapped },
      "credential signing keys re-sealed under the credential key (no longer AUTH_SECRET; decision 079)",
    );
  }
  if (credentials.issued > 0) logger.info(credentials, "verifiable credentials issued");
  await phase("housekeeping", async () => {
    // A backup cut short by a stop or a kill (decision 062): its leftovers go, its row says interrupted.
    await removeBackupLeftovers(env.dataDir);
    if (handle.driver === "pglite") await interruptStaleBackups(handle.db, { all: true });
    // Every backup is encrypted (decision 079): the generated key exists before the first one.
    const backupKey = ensureBackupKey(env);
    if (backupKey.created && backupKey.key.kind === "key-file") {
      logger.info(
        { file: backupKey.key.file },
        "backup key generated: backups are encrypted with it; keep a copy away from the backups (docs/operations.md)",
      );
    }
    const backupsWarning = backupsStartupWarning(env);
    if (backupsWarning) logger.warn(backupsWarning);
    // Businesses without a service area (existing ones): placed at their address (decision 054).
    const backfilled = await syncServiceAreas(handle.db, "missing");
    if (backfilled > 0)
      logger.info({ businesses: backfilled }, "service areas placed from addresses");
  });
  logger.info({ startedAtMs: startedAt, phases }, "database prepared");
  return { env };
}

/** Stops background jobs and closes the database. */
export async function shutdownApp() {
  await stopBackgroundJobs();
  await closeDatabase();
}
