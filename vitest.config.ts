import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

const testEnv = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  PUBLIC_BASE_URL: "http://localhost:3000",
  AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
};

const dbProject = (driver: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `db-${driver}`,
    include: ["app/**/*.db.test.ts"],
    env: { ...testEnv, TEST_DB_DRIVER: driver },
    globalSetup: ["tests/setup/db-global-setup.ts"],
    setupFiles: ["tests/setup/db-setup.ts"],
    // Generous: PGlite work on a busy 2-core machine (PDF rendering, bcrypt-like hashing) is slow.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

/**
 * Whole-app tests over HTTP semantics: React Router's own request handler
 * (virtual server build, root middleware, loaders, actions, rendering) in the
 * test process, so they share its database handle and real sessions.
 */
const httpProject = (driver: "pglite" | "postgres") => ({
  extends: true as const,
  plugins: [reactRouter()],
  test: {
    name: `http-${driver}`,
    include: ["tests/http/**/*.test.ts"],
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
    projects: [
      {
        extends: true as const,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["app/**/*.db.test.ts"],
          env: testEnv,
        },
      },
      dbProject("pglite"),
      httpProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [dbProject("postgres"), httpProject("postgres")] : []),
    ].filter((project) => selectedByCli(project.test.name)),
  },
});
