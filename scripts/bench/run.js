// `npm run bench`: builds, starts the production server on a fresh database,
// generates a large programme (10 000 businesses …) through SQL, then measures
// every public page with autocannon against a plain static server answering
// the same bytes, and prints one table. PGlite by default; PostgreSQL when
// DATABASE_URL is set (a fresh database is created on that server and dropped
// afterwards). Settings: BENCH_SECONDS (per target, default 3),
// BENCH_BUSINESSES (default 10000), BENCH_PORT (default 3900),
// BENCH_SKIP_BUILD=1, BENCH_KEEP=1 (keep the data folder), BENCH_ONLY=<comma-separated target names,
// "lighthouse" for the Lighthouse audits>, BENCH_LIGHTHOUSE=0 (skip Lighthouse).
import { fork, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { benchSamples, programmeSql } from "./generate-programme.js";
import { lighthouseScores } from "./lighthouse.js";
import { SERVER_NODE_FLAGS } from "../server-node-flags.js";

const root = path.resolve(import.meta.dirname, "../..");
process.chdir(root);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const businesses = Number(process.env.BENCH_BUSINESSES ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 3900);
const staticPort = port + 1;
const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hap-bench-"));
const adminDatabaseUrl = process.env.DATABASE_URL;
const benchDatabase = `hap_bench_${Date.now()}`;
const databaseUrl = adminDatabaseUrl ? withDatabase(adminDatabaseUrl, benchDatabase) : undefined;

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

const serverEnv = {
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
  SCHEDULER_TICK_MS: "600000",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
if (!databaseUrl) delete serverEnv.DATABASE_URL;

let server;
let staticServer;
let rssPeak = 0;
let rssPeakProcess = 0;

function startServer() {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    env: serverEnv,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const timer = setInterval(() => {
    try {
      // The server and, with WEB_CONCURRENCY, its worker processes.
      const children = fs
        .readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8")
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      let kb = 0;
      for (const pid of [String(child.pid), ...children]) {
        const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
        const processKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        kb += processKb;
        rssPeakProcess = Math.max(rssPeakProcess, processKb / 1024);
      }
      rssPeak = Math.max(rssPeak, kb / 1024);
    } catch {
      // not on Linux, or the process has ended
    }
  }, 100);
  child.on("exit", () => clearInterval(timer));
  return child;
}

async function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

function rawGet(url, headers = {}) {
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

async function waitForOk(url, timeoutMs = 120_000) {
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

async function runSql(text) {
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows ?? [];
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = new PGlite(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
  try {
    const results = await db.exec(text);
    return results.at(-1)?.rows ?? [];
  } finally {
    await db.close();
  }
}

async function createDatabase() {
  if (!adminDatabaseUrl) return;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminDatabaseUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${benchDatabase}`);
  await client.end();
}

async function dropDatabase() {
  if (!adminDatabaseUrl) return;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminDatabaseUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${benchDatabase}`).catch(() => undefined);
  await client.end();
}

async function signIn(email, password) {
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

let clientCounter = 0;
/** Each request comes from its own client address (as QR scans do), so per-client limits hold. */
function clientHeaders(extra = {}) {
  return (req) => {
    clientCounter += 1;
    const n = clientCounter;
    return {
      ...req,
      headers: {
        ...req.headers,
        ...extra,
        "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
    };
  };
}

function measureFor(target, duration) {
  return measure(`${baseUrl}${target.path}`, {
    connections: Math.min(10, target.connections ?? 50),
    headers: target.headers ?? {},
    duration,
  });
}

function measure(url, { connections, headers, duration = seconds }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        headers: { "accept-encoding": "gzip", ...headers },
        requests: [{ method: "GET", setupRequest: clientHeaders() }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Gzipped size (KB) of every script the page loads (module preloads and imports). */
function javascriptKb(res) {
  if (!/text\/html/.test(res.headers["content-type"] ?? "")) return null;
  const html = (
    res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(res.body) : res.body
  ).toString("utf8");
  const files = new Set(Array.from(html.matchAll(/\/assets\/[\w.-]+\.js/g), (m) => m[0]));
  let bytes = 0;
  for (const file of files) {
    bytes += zlib.gzipSync(fs.readFileSync(path.join(root, "build/client", file))).length;
  }
  return Math.round(bytes / 102.4) / 10;
}

function startStatic(manifestPath) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, "scripts/bench/static-server.js"), [
      manifestPath,
      String(staticPort),
    ]);
    child.once("message", () => resolve(child));
    child.once("error", reject);
  });
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    log("building…");
    const built = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (built.status !== 0) throw new Error("build failed");
  }
  const busy = await rawGet(`${baseUrl}/healthz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is in use: stop that server or set BENCH_PORT`);
  await createDatabase();
  log(`driver: ${databaseUrl ? "PostgreSQL" : "PGlite"}; data in ${dataDir}`);

  log("first start: migrations and demo data…");
  server = startServer();
  await waitForOk(`${baseUrl}/healthz`);
  await stopServer(server);

  log(`generating ${businesses} businesses…`);
  const generationStarted = Date.now();
  await runSql(programmeSql(businesses));
  const [sample] = await runSql(
    `SELECT c.id, (SELECT count(*) FROM certificates) AS certificates,
       (SELECT count(*) FROM application_status_history) AS changes
     FROM certificates c WHERE c.verification_code = '${benchSamples.activeCode}'`,
  );
  log(
    `generated in ${Date.now() - generationStarted} ms: ${sample.certificates} certificates, ${sample.changes} status changes`,
  );

  log("cold start on the existing data…");
  const coldStarted = Date.now();
  rssPeak = 0;
  rssPeakProcess = 0;
  server = startServer();
  await waitForOk(`${baseUrl}/`);
  const coldStartMs = Date.now() - coldStarted;

  const cookie = await signIn("admin@demo.test", "humane-demo-2026");
  const search = new URLSearchParams({
    q: benchSamples.searchQuery,
    region: benchSamples.region,
    service: benchSamples.service,
  });
  const targets = [
    { name: "/", path: "/" },
    { name: "/about", path: "/about" },
    { name: "/process", path: "/process" },
    { name: "/standards", path: "/standards" },
    { name: "/blog", path: "/blog" },
    { name: "/directory", path: "/directory" },
    { name: "directory search + filters", path: `/directory?${search}` },
    { name: "business page", path: `/directory/${sample.id}` },
    {
      // Decision 054: a postal-code search with a service filter (anonymous: the page cache may answer).
      name: "near me: postal code + service",
      path: `/directory?${new URLSearchParams({ q: benchSamples.nearQuery, service: benchSamples.service })}`,
    },
    {
      // The same search rendered every time (a session skips the page cache): the query's own cost.
      name: "near me signed in (uncached)",
      path: `/directory?${new URLSearchParams({ q: benchSamples.nearQuery, service: benchSamples.service })}`,
      headers: { cookie },
    },
    {
      name: "/verify/{code}",
      path: `/verify/${benchSamples.activeCode}`,
      connections: 200,
    },
    { name: "/verify/{number}", path: `/verify/${benchSamples.activeNumber}`, connections: 200 },
    {
      name: "/api/verify/{code}",
      path: `/api/verify/${benchSamples.activeCode}`,
      connections: 200,
    },
    {
      name: "/api/verify/{number}",
      path: `/api/verify/${benchSamples.activeNumber}`,
      connections: 200,
    },
    {
      name: "certificate PDF (signed in)",
      path: `/dashboard/certificates/${sample.id}/pdf`,
      headers: { cookie },
      connections: 10,
    },
    {
      // Every figure of the last 12 months over the whole generated programme.
      name: "reports page (signed in)",
      path: "/dashboard/reports",
      headers: { cookie },
      // One person at a time: the figure is its answer time (target under 300 ms).
      connections: 1,
    },
  ].filter((t) => !only || only.includes(t.name));

  // The bytes each target answers, replayed by the static server.
  const manifest = [];
  for (const target of targets) {
    const res = await rawGet(`${baseUrl}${target.path}`, {
      "accept-encoding": "gzip",
      "x-forwarded-for": "192.0.2.1",
      ...target.headers,
    }).catch((error) => {
      throw new Error(`${target.path}: ${error.message}`);
    });
    if (res.status !== 200) throw new Error(`${target.path} answered ${res.status}`);
    const headers = { "Content-Type": res.headers["content-type"] };
    if (res.headers["content-encoding"])
      headers["Content-Encoding"] = res.headers["content-encoding"];
    target.bytes = res.body.length;
    target.jsKb = javascriptKb(res);
    manifest.push({ path: target.path, headers, body: res.body.toString("base64") });
  }
  const manifestPath = path.join(dataDir, "static-manifest.json");
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  staticServer = await startStatic(manifestPath);

  // Warm-up: the first requests after start compile code paths and fill the caches.
  for (const target of targets) {
    await measureFor(target, 0.5);
  }

  const rows = [];
  for (const target of targets) {
    const connections = target.connections ?? 50;
    const options = { connections, headers: target.headers ?? {} };
    const app = await measure(`${baseUrl}${target.path}`, options);
    const plain = await measure(`http://127.0.0.1:${staticPort}${target.path}`, options);
    const errors = app.errors + app.timeouts + (app.non2xx ?? 0);
    rows.push({
      name: target.name,
      connections,
      bytes: target.bytes,
      jsKb: target.jsKb,
      appRps: app.requests.average,
      p50: app.latency.p50,
      p90: app.latency.p90,
      p99: app.latency.p99,
      staticRps: plain.requests.average,
      staticP99: plain.latency.p99,
      errors,
    });
    log(
      `${target.name}: ${Math.round(app.requests.average)} req/s (static ${Math.round(plain.requests.average)})`,
    );
  }

  // Lighthouse last: after the load, on the warm server, one page at a time.
  let lighthouseRows = [];
  let lighthouseFailure;
  if (process.env.BENCH_LIGHTHOUSE !== "0" && (!only || only.includes("lighthouse"))) {
    log("Lighthouse (mobile)…");
    try {
      lighthouseRows = await lighthouseScores([
        `${baseUrl}/`,
        `${baseUrl}/directory`,
        `${baseUrl}/verify/${benchSamples.activeCode}`,
      ]);
    } catch (error) {
      // The load results above still stand (e.g. Chromium is not installed).
      lighthouseFailure = error instanceof Error ? error.message : String(error);
    }
  }

  const pad = (s, n) => String(s).padEnd(n);
  const ms = (v) => (v === undefined ? "–" : Math.round(v));
  const lines = [
    `Driver: ${databaseUrl ? "PostgreSQL" : "PGlite"} · ${businesses} businesses · ${seconds} s per target · ${os.cpus().length} cores · Node ${process.version}`,
    "",
    "| target | conn | bytes | JS gz KB | app req/s | p50 ms | p90 ms | p99 ms | static req/s | static p99 ms | ratio | non-2xx/errors |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
    ...rows.map(
      (r) =>
        `| ${pad(r.name, 28)} | ${r.connections} | ${r.bytes} | ${r.jsKb ?? "–"} | ${Math.round(r.appRps)} | ${r.p50} | ${r.p90} | ${r.p99} | ${Math.round(r.staticRps)} | ${r.staticP99} | ${r.staticRps ? ((100 * r.appRps) / r.staticRps).toFixed(0) : "–"} % | ${r.errors} |`,
    ),
    "",
    `Cold start on the existing data (spawn to first 200 on /): ${coldStartMs} ms`,
    `Peak server RSS during the run (all server processes): ${Math.round(rssPeak)} MB; largest single process: ${Math.round(rssPeakProcess)} MB`,
    `Server Node flags: ${SERVER_NODE_FLAGS.join(" ")}`,
    `Server processes: ${databaseUrl ? (process.env.WEB_CONCURRENCY ?? os.availableParallelism()) : 1}`,
    ...(lighthouseFailure ? ["", `Lighthouse did not run: ${lighthouseFailure}`] : []),
    ...(lighthouseRows.length > 0
      ? [
          "",
          "Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU slowdown), Debian's Chromium:",
          "",
          "| page | performance (median) | runs | FCP ms | LCP ms | TBT ms | CLS |",
          "| --- | --: | --- | --: | --: | --: | --: |",
          ...lighthouseRows.map(
            (r) =>
              `| ${r.url.replace(baseUrl, "")} | ${r.score}${r.runtimeError ? ` (${r.runtimeError})` : ""} | ${r.scores.join(", ")} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls?.toFixed(3) ?? "–"} |`,
          ),
        ]
      : []),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  staticServer?.kill("SIGTERM");
  await stopServer(server);
  await dropDatabase().catch(() => undefined);
  if (process.env.BENCH_KEEP === "1") log(`data kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
