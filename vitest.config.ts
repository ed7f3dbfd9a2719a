import fs from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

const testEnv = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  PUBLIC_BASE_URL: "http://localhost:3000",
  AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
};

/**
 * Service test files (`*.db.test.ts`) that also run on PGlite when a
 * PostgreSQL server is there (decision 077): those whose subject is the
 * driver — transactions and locks under concurrency (PGlite serializes them
 * on its one connection: these must not deadlock there), the scheduler's
 * leases, LISTEN/NOTIFY, backups and restores (a PGlite data folder or
 * pg_dump), the prepared database image, the outbox's claims and the refusal
 * digest's reading of row versions. Every other service file runs once, on
 * PostgreSQL (the production driver); the end-to-end tests drive the embedded
 * PGlite through the real server. Without a server every file runs on PGlite.
 */
const DB_FILES_ON_BOTH_DRIVERS = [
  "tests/helpers/database-digest.db.test.ts",
  "app/modules/audits/sync-audit-change.db.test.ts",
  "app/modules/audits/upload-audit-photo.db.test.ts",
  "app/lib/scheduler.db.test.ts",
  "app/modules/backups/backup-kill.db.test.ts",
  "app/modules/backups/backup-restore.db.test.ts",
  "app/modules/mail/outbox-worker.db.test.ts",
  "app/modules/public-cache/public-content-notifications.db.test.ts",
  "app/modules/payments/certificate-on-payment.db.test.ts",
  "app/modules/payments/payment-status.db.test.ts",
  "app/modules/applications/system-edges.db.test.ts",
  "app/server/database-image.db.test.ts",
  "app/modules/credentials/credentials.db.test.ts",
  "app/modules/certificates/certificates.db.test.ts",
  "app/modules/renewals/renewals.db.test.ts",
  "app/modules/corrective-actions/corrective-actions.db.test.ts",
  "app/modules/audits/audit-corrective-actions.db.test.ts",
  "app/modules/review/approval-gate.db.test.ts",
];

const dbProject = (driver: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `db-${driver}`,
    include:
      driver === "pglite" && process.env.TEST_DATABASE_URL
        ? DB_FILES_ON_BOTH_DRIVERS
        : ["app/**/*.db.test.ts", "tests/**/*.db.test.ts"],
    env: { ...testEnv, TEST_DB_DRIVER: driver },
    globalSetup: ["tests/setup/db-global-setup.ts"],
    setupFiles: ["tests/setup/db-setup.ts"],
    // Generous: PGlite work on a busy 2-core machine (PDF rendering, bcrypt-like hashing) is slow.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

/**
 * HTTP test files that also run on the other driver when both are available
 * (decision 074): those whose subject is the driver itself — transactions
 * across a request, streamed uploads and storage, backups (a PGlite data-dir
 * dump or pg_dump), the query count of a page, the public page cache — plus
 * the smoke test. Every other HTTP file runs once, on PostgreSQL (the
 * production driver); the service tests (`*.db.test.ts`) run on both drivers
 * and the end-to-end tests drive the embedded PGlite through the real server.
 */
const HTTP_FILES_ON_BOTH_DRIVERS = [
  "tests/http/smoke.test.ts",
  "tests/http/backups.test.ts",
  "tests/http/upload-streaming.test.ts",
  "tests/http/documents.test.ts",
  "tests/http/unreadable-forms.test.ts",
  "tests/http/application-page-queries.test.ts",
  "tests/http/public-page-cache.test.ts",
  "tests/http/renewals.test.ts",
  "tests/http/review-corrective-actions.test.ts",
];
// A renamed file would silently leave the PGlite project: refuse the run instead.
for (const file of [...DB_FILES_ON_BOTH_DRIVERS, ...HTTP_FILES_ON_BOTH_DRIVERS]) {
  if (!fs.existsSync(file)) throw new Error(`vitest.config.ts: ${file} does not exist`);
}

/**
 * Whole-app tests over HTTP semantics: React Router's own request handler
 * (virtual server build, root middleware, loaders, actions, rendering) in the
 * test process, so they share its database handle and real sessions. With a
 * PostgreSQL server (TEST_DATABASE_URL) every file runs on it and the PGlite
 * project runs HTTP_FILES_ON_BOTH_DRIVERS; without one, every file runs on PGlite.
 */
const httpProject = (driver: "pglite" | "postgres") => ({
  extends: true as const,
  plugins: [reactRouter()],
  test: {
    name: `http-${driver}`,
    include:
      driver === "pglite" && process.env.TEST_DATABASE_URL
        ? HTTP_FILES_ON_BOTH_DRIVERS
        : ["tests/http/**/*.test.ts"],
    // Vitest answers an empty string for CSS it does not process; the print
    // stylesheets are linked by URL (`?url`) and must keep their real address.
    css: { include: [/-print\.css/] },
    env: { ...testEnv, TEST_DB_DRIVER: driver },
    globalSetup: ["tests/setup/db-global-setup.ts"],
    setupFiles: ["tests/setup/db-setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

/**
 * The `--project` filters of this run (Vitest's own flag, wildcards and `!`
 * as Vitest reads them). A project that is defined but filtered out still
 * runs its plugins' config hooks before Vitest drops it, and React Router's
 * plugin then starts file watchers (typegen, config) that nobody closes: the
 * process waited 10 s at exit. Projects outside the filter are not defined.
 */
function selectedByCli(name: string, argv = process.argv): boolean {
  const filters: string[] = [];
  argv.forEach((arg, i) => {
    if (arg === "--project" && argv[i + 1]) filters.push(argv[i + 1]!);
    else if (arg.startsWith("--project=")) filters.push(arg.slice("--project=".length));
  });
  if (filters.length === 0) return true;
  return filters.some((filter) => {
    const negated = filter.startsWith("!");
    const escaped = (negated ? filter.slice(1) : filter)
      .split("*")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*");
    return new RegExp(negated ? `^(?!${escaped}$)` : `^${escaped}$`, "i").test(name);
  });
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Two test files at a time (Vitest's default here is cores − 1 = 1). Every
    // file has its own database (a PGlite copy or a PostgreSQL database cloned
    // from the template) and data folder, so files never share state; a
    // PostgreSQL file spends much of its time waiting on the server, so the
    // second worker uses the core the first leaves idle.
    maxWorkers: 2,
    // A worker runs its test files one after another in one process and keeps
    // the modules it has loaded (decision 077): a fresh process per file spent
    // more time importing (the app, drizzle, better-auth, React Router's server
    // build) than testing. tests/setup/db-setup.ts gives each file its own
    // database and resets what files could leave behind.
    isolate: false,
    projects: [
      {
        extends: true as const,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/helpers/*.test.ts"],
          exclude: ["**/*.db.test.ts"],
          env: testEnv,
        },
      },
      dbProject("pglite"),
      httpProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [dbProject("postgres"), httpProject("postgres")] : []),
    ].filter((project) => selectedByCli(project.test.name)),
  },
});
