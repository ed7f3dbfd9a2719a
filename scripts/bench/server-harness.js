// The production server as the measuring scripts run it (`npm run bench`,
// `npm run soak`): `node <server flags> server.js` with its own data folder
// (or PostgreSQL database), its processes' memory and CPU read from /proc,
// and the HTTP helpers both use to wait for it and sign in.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-node-flags.js";

export const root = path.resolve(import.meta.dirname, "../..");

/**
 * The production server's environment: demo data, behind one proxy (each
 * simulated client sends its own X-Forwarded-For), warnings and errors
 * logged only. `overrides` win; `databaseUrl` undefined means PGlite.
 */
export function productionEnv({ port, dataDir, databaseUrl, baseUrl, overrides = {} }) {
  const env = {
    ...SERVER_ENV,
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    PUBLIC_BASE_URL: baseUrl,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    CREDENTIAL_SIGNING_KEY: "bench-credential-key-bench-credential-key-01",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  return env;
}

/** The server and, with WEB_CONCURRENCY, its worker processes (Linux /proc; throws elsewhere). */
export function serverPids(child) {
  const children = fs
    .readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return [String(child.pid), ...children];
}

/** Resident memory (MB) of all the server's processes and of the largest one; null off Linux. */
export function serverRssMb(child) {
  try {
    let totalKb = 0;
    let largestKb = 0;
    for (const pid of serverPids(child)) {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      totalKb += kb;
      largestKb = Math.max(largestKb, kb);
    }
    return { total: totalKb / 1024, largest: largestKb / 1024 };
  } catch {
    return null; // not on Linux, or the process has ended
  }
}

/** CPU time (ms) the server and its worker processes have used so far (Linux; 0 elsewhere). */
export function serverCpuMs(child) {
  try {
    let ticks = 0;
    for (const pid of serverPids(child)) {
      // Fields after the command name: utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

/**
 * Starts `node <server flags> server.js` as `npm start` does (`env` from `productionEnv`, which
 * carries the server's own environment). `peak` follows
 * the highest RSS of all its processes and of one process (sampled every 100 ms).
 */
export function startServer(env, { stdio = ["ignore", "inherit", "inherit"] } = {}) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    cwd: root,
    env,
    stdio,
  });
  const peak = { total: 0, largest: 0 };
  const timer = setInterval(() => {
    const rss = serverRssMb(child);
    if (!rss) return;
    peak.total = Math.max(peak.total, rss.total);
    peak.largest = Math.max(peak.largest, rss.largest);
  }, 100);
  child.on("exit", () => clearInterval(timer));
  return { child, peak };
}

export async function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a kept-alive socket the server just closed answers ECONNRESET.
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
  });
}

export async function waitForOk(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await rawGet(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Whether something already answers on `baseUrl` (a server left running, another run). */
export function portInUse(baseUrl) {
  return rawGet(`${baseUrl}/healthz`).then(
    () => true,
    () => false,
  );
}

/** Signs in through better-auth's JSON endpoint; the Cookie header value. */
export async function signIn(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(adminUrl, text) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new database on the server of `adminUrl` (for a run on PostgreSQL). */
export function createDatabase(adminUrl, name) {
  return adminQuery(adminUrl, `CREATE DATABASE ${name}`);
}

export function dropDatabase(adminUrl, name) {
  return adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
}
