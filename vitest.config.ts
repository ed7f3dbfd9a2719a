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
      ...(process.env.TEST_DATABASE_URL ? [dbProject("postgres")] : []),
    ],
  },
});
