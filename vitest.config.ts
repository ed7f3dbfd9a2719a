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
    include: ["app/**/*.db.test.ts", "tests/integration/**/*.test.ts"],
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

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
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
    ],
  },
});
