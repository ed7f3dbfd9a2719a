import path from "node:path";
import { defineConfig } from "@playwright/test";
import { e2eChromiumPath } from "./scripts/chromium-path.js";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./scripts/server-node-flags.js";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3220);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // Per-port output so parallel runs do not wipe each other's artifacts.
  outputDir: `.tmp/test-results-${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
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
      env: { OIDC_PORT: String(OIDC_PORT), E2E_BASE_URL },
      timeout: 30_000,
    },
    {
      command: `node ${SERVER_NODE_FLAGS.join(" ")} server.js`,
      url: `${E2E_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        ...SERVER_ENV,
        NODE_ENV: "production",
        BUILD_DIR,
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: E2E_DATA_DIR,
        PUBLIC_BASE_URL: E2E_BASE_URL,
        SEED_DEMO: "true",
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT_MAX: "500",
        AUTH_ACCOUNT_RATE_LIMIT_MAX: "5000",
        OUTBOX_POLL_MS: "200",
        // The in-app scheduler looks for due jobs every second (scheduled blog posts).
        SCHEDULER_TICK_MS: "1000",
        NOTIFICATION_POLL_MS: "2000",
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: "hap-e2e",
        OIDC_CLIENT_SECRET: "hap-e2e-secret-0123456789",
        OIDC_PROVIDER_NAME: "Test Identity Provider",
        CHAT_WIDGET_SRC: `${E2E_BASE_URL}/e2e-chat-widget.js`,
      },
    },
  ],
});
