import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { expect, test } from "./support/test";
import { E2E_PORT } from "../../scripts/e2e-servers.js";
import {
  startServer as startServerOn,
  waitForHealth as waitForPort,
} from "./support/server-process";

// These tests start their own server process from the same production build.
const port = E2E_PORT + 50;

const startServer = (env: Record<string, string>) => startServerOn(port, env);
const waitForHealth = (child: ChildProcess) => waitForPort(child, port);

test("a bad configuration value stops start-up with a message naming the variable", async () => {
  const server = startServer({ PORT: "eighty" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("Invalid configuration");
  expect(server.output()).toContain("PORT");
});

test("SIGTERM finishes the in-flight request, closes the database and exits 0", async () => {
  test.setTimeout(90_000);
  const server = startServer({});
  const health = await waitForHealth(server.child);
  expect(health).toMatchObject({ status: "ok", database: { driver: "pglite" } });
  // The empty data folder got the build's prepared database (decision 072): nothing to migrate.
  expect(server.output()).toContain("database created from the prepared database of the build");
  expect(server.output()).not.toContain("prepared database not used");

  // Start a request whose body is still arriving when the signal comes.
  const first = "intent=sign-in&email=nobody%40example.org&";
  const rest = "password=x12345";
  const response = new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/login",
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(Buffer.byteLength(first + rest)),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.write(first);
    setTimeout(() => {
      server.child.kill("SIGTERM");
      setTimeout(() => req.end(rest), 500);
    }, 300);
  });

  const status = await response;
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(500);
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain("shutdown complete");
  // No longer listening.
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

test("TRUST_PROXY=true (trust every hop) stops start-up with a message naming the variable", async () => {
  const server = startServer({ TRUST_PROXY: "true" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("TRUST_PROXY: true would trust every proxy hop");
});

test("test-mode payments without demo data start with a loud warning; HSTS only for https", async () => {
  test.setTimeout(90_000);
  const server = startServer({ PAYMENTS_TEST_MODE: "true", TRUST_PROXY: "1" });
  try {
    await waitForHealth(server.child);
    expect(server.output()).toContain("PAYMENTS_TEST_MODE is ON without demo data");
    const page = await fetch(`http://127.0.0.1:${port}/about`);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
    expect(page.headers.get("strict-transport-security")).toBeNull();
    // A cross-site form post is refused before any route runs.
    const forged = await fetch(`http://127.0.0.1:${port}/logout`, {
      method: "POST",
      headers: {
        origin: "http://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "",
    });
    expect(forged.status).toBe(403);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});
