import { defineConfig } from "@playwright/test";
import { e2eChromiumPath } from "./scripts/chromium-path.js";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./scripts/server-node-flags.js";
import { E2E_PORT, E2E_WORKERS, e2eBaseUrlOf, e2eDataDirOf } from "./scripts/e2e-servers.js";

export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3220);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const workerIndexes = Array.from({ length: E2E_WORKERS }, (_, index) => index);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Per-port output so parallel runs do not wipe each other's artifacts.
  outputDir: `.tmp/test-results-${E2E_PORT}`,
  fullyParallel: false,
  workers: E2E_WORKERS,
  // No retries (decision 077): a test that needs one is a flaky test to fix.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    // Each worker's own server: tests/e2e/support/test.ts sets baseURL per worker.
    baseURL: e2eBaseUrlOf(0),
    // No trace by default (decision 077): recording one for every test — DOM
    // snapshots at each action, and screenshots — cost a third of the run's
    // CPU. A failure still leaves the page's ARIA snapshot (error-context.md);
    // for a trace, run the file again with E2E_TRACE=retain-on-failure
    // (E2E_TRACE_SCREENSHOTS=1 adds the film strip).
    trace: {
      mode: (process.env.E2E_TRACE ?? "off") as "off" | "on" | "retain-on-failure",
      screenshots: process.env.E2E_TRACE_SCREENSHOTS === "1",
    },
    // An action or a navigation that cannot happen fails within 30 s, not at the test's timeout.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: e2eChromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: `node tests/e2e/support/oidc-server.js`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: {
        OIDC_PORT: String(OIDC_PORT),
        E2E_BASE_URLS: workerIndexes.map(e2eBaseUrlOf).join(","),
      },
      timeout: 30_000,
    },
    ...workerIndexes.map((index) => ({
      command: `node ${SERVER_NODE_FLAGS.join(" ")} server.js`,
      url: `${e2eBaseUrlOf(index)}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
      env: {
        ...SERVER_ENV,
        NODE_ENV: "production",
        BUILD_DIR,
        PORT: String(E2E_PORT + index),
        HOST: "127.0.0.1",
        DATA_DIR: e2eDataDirOf(index),
        PUBLIC_BASE_URL: e2eBaseUrlOf(index),
        SEED_DEMO: "true",
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT_MAX: "500",
        AUTH_ACCOUNT_RATE_LIMIT_MAX: "5000",
        // Mail is delivered within half a second and the in-app scheduler
        // looks for due jobs every 5 s (scheduled blog posts): an idle server
        // polling every 200 ms and every second used 5.7 % of a core, at these
        // 2.3 % (decision 077).
        OUTBOX_POLL_MS: "500",
        SCHEDULER_TICK_MS: "5000",
        NOTIFICATION_POLL_MS: "2000",
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: "hap-e2e",
        OIDC_CLIENT_SECRET: "hap-e2e-secret-0123456789",
        OIDC_PROVIDER_NAME: "Test Identity Provider",
        CHAT_WIDGET_SRC: `${e2eBaseUrlOf(index)}/e2e-chat-widget.js`,
      },
    })),
  ],
});
