// `npm run bench`: builds, starts the production server on a fresh database,
// generates a large programme (10 000 businesses …) through SQL, then measures
// every public page with autocannon against a plain static server answering
// the same bytes, and prints one table. PGlite by default; PostgreSQL when
// DATABASE_URL is set (a fresh database is created on that server and dropped
// afterwards). Settings: BENCH_SECONDS (per target, default 3),
// BENCH_BUSINESSES (default 10000), BENCH_PORT (default 3900; the static copy
// answers on BENCH_PORT + 1),
// BENCH_SKIP_BUILD=1, BENCH_KEEP=1 (keep the data folder), BENCH_REUSE (see below), BENCH_ONLY=<comma-separated target names,
// "lighthouse" for the Lighthouse audits>, BENCH_LIGHTHOUSE=0 (skip Lighthouse).
import { fork, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { benchSamples, programmeSql } from "./generate-programme.js";
import { lighthouseScores } from "./lighthouse.js";
import {
  createDatabase as createServerDatabase,
  dropDatabase as dropServerDatabase,
  portInUse,
  productionEnv,
  rawGet,
  root,
  serverCpuMs,
  signIn as signInAs,
  startServer as startProductionServer,
  stopServer,
  waitForOk,
  withDatabase,
} from "./server-harness.js";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-node-flags.js";

process.chdir(root);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const businesses = Number(process.env.BENCH_BUSINESSES ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 3900);
const staticPort = port + 1;
const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
const baseUrl = `http://127.0.0.1:${port}`;
// BENCH_REUSE=<data folder>[,<database>]: measure again on the data a BENCH_KEEP=1 run kept
// (no first start, generation or credentials; the data is kept again).
const [reuseDir, reuseDatabase] = (process.env.BENCH_REUSE ?? "").split(",").map((s) => s.trim());
const keep = process.env.BENCH_KEEP === "1" || Boolean(reuseDir);
const dataDir = reuseDir || fs.mkdtempSync(path.join(os.tmpdir(), "hap-bench-"));
const adminDatabaseUrl = process.env.DATABASE_URL;
const benchDatabase = reuseDatabase || `hap_bench_${Date.now()}`;
const databaseUrl = adminDatabaseUrl ? withDatabase(adminDatabaseUrl, benchDatabase) : undefined;

function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

const serverEnv = productionEnv({
  port,
  dataDir,
  databaseUrl,
  baseUrl,
  overrides: { SCHEDULER_TICK_MS: "600000" },
});

let server;
let staticServer;
let peakRss = { total: 0, largest: 0 };

function startServer() {
  const started = startProductionServer(serverEnv);
  peakRss = started.peak;
  return started.child;
}

/**
 * One visitor at a time: the server's CPU per request and the answer time,
 * which a shared machine's load changes far less than the throughput under
 * 50 connections (PostgreSQL's own work is not counted: it runs in its own
 * processes).
 */
async function serialCost(target, requests = 40) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise((resolve, reject) => {
      http
        .get(
          `${baseUrl}${target.path}`,
          { agent, headers: { "accept-encoding": "gzip", ...target.headers } },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode));
          },
        )
        .on("error", reject);
    });
  for (let i = 0; i < 5; i++) await get();
  const times = [];
  const cpuBefore = serverCpuMs(server);
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const status = await get();
    if (status !== 200) throw new Error(`${target.path} answered ${status}`);
    times.push(performance.now() - started);
  }
  const cpuMs = (serverCpuMs(server) - cpuBefore) / requests;
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)];
  return { name: target.name, requests, cpuMs, p50: at(0.5), p95: at(0.95) };
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
  if (adminDatabaseUrl) await createServerDatabase(adminDatabaseUrl, benchDatabase);
}

async function dropDatabase() {
  if (adminDatabaseUrl) await dropServerDatabase(adminDatabaseUrl, benchDatabase);
}

const signIn = (email, password) => signInAs(baseUrl, email, password);

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
  const files = new Set(Array.from(html.matchAll(/\/assets\/[\w.-]+\.js(?![\w])/g), (m) => m[0]));
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

function sampleRow() {
  return runSql(
    `SELECT c.id, (SELECT count(*) FROM certificates) AS certificates,
       (SELECT count(*) FROM application_status_history) AS changes
     FROM certificates c WHERE c.verification_code = '${benchSamples.activeCode}'`,
  ).then((rows) => rows[0]);
}

/** A fresh database: migrations and demo data, the generated programme, its credentials. */
async function prepareData() {
  log("first start: migrations and demo data…");
  server = startServer();
  // Migrations, the gazetteer and the demo data: minutes on a machine shared with other work.
  await waitForOk(`${baseUrl}/healthz`, 600_000);
  await stopServer(server);

  log(`generating ${businesses} businesses…`);
  const generationStarted = Date.now();
  await runSql(programmeSql(businesses));
  const sample = await sampleRow();
  log(
    `generated in ${Date.now() - generationStarted} ms: ${sample.certificates} certificates, ${sample.changes} status changes`,
  );

  // Steady state: every generated certificate has its verifiable credential
  // before measuring (start-up issues only a first batch, a background job the
  // rest — decision 052 — which would otherwise sign during the measurements).
  log("issuing the generated certificates' credentials…");
  const credentialsStarted = Date.now();
  const issuing = spawnSync(
    path.join("node_modules", ".bin", "tsx"),
    ["scripts/credentials.ts", "issue-missing"],
    { env: serverEnv, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" },
  );
  if (issuing.status !== 0) throw new Error("issuing credentials failed");
  log(`${issuing.stdout.trim()} (${Date.now() - credentialsStarted} ms)`);
  return sample;
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
  const busy = await portInUse(baseUrl);
  if (busy) throw new Error(`port ${port} is in use: stop that server or set BENCH_PORT`);
  if (!reuseDir) await createDatabase();
  log(`driver: ${databaseUrl ? "PostgreSQL" : "PGlite"}; data in ${dataDir}`);
  const sample = reuseDir ? await sampleRow() : await prepareData();
  // The searches' own answer times, in-process (decision 054: directory p95 under 30 ms;
  // decision 061: site search p95 under 50 ms).
  let searchRows = [];
  if (!only || only.includes("search latency")) {
    log("directory and site search latency (in-process)…");
    const timing = spawnSync(
      path.join("node_modules", ".bin", "tsx"),
      ["scripts/bench/search-latency.ts"],
      { env: serverEnv, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" },
    );
    if (timing.status !== 0) throw new Error("search latency failed");
    searchRows = JSON.parse(timing.stdout.trim().split("\n").at(-1));
  }

  log("cold start on the existing data…");
  const coldStarted = Date.now();
  server = startServer();
  await waitForOk(`${baseUrl}/`, 300_000);
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
    // The same pages in French and Spanish (issue 36): each language is its own cache entry.
    { name: "/fr", path: "/fr" },
    { name: "/es", path: "/es" },
    { name: "/fr/about", path: "/fr/about" },
    { name: "/es/about", path: "/es/about" },
    { name: "/process", path: "/process" },
    { name: "/standards", path: "/standards" },
    // The translated programme content (content_translations): its own cache entries.
    { name: "/fr/standards", path: "/fr/standards" },
    { name: "/es/operations-manual", path: "/es/operations-manual" },
    { name: "/blog", path: "/blog" },
    { name: "/directory", path: "/directory" },
    { name: "directory search + filters", path: `/directory?${search}` },
    { name: "business page", path: `/directory/${sample.id}` },
    { name: "/fr/directory", path: "/fr/directory" },
    { name: "business page (es)", path: `/es/directory/${sample.id}` },
    {
      // Decision 061: one search over standards, FAQs, manual and the blog archive (never
      // cached). One person at a time: the figure is its answer time (target p95 under 50 ms).
      name: "/search (site search)",
      path: `/search?${new URLSearchParams({ q: benchSamples.siteSearches[0] })}`,
      connections: 1,
    },
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
      serial: true,
    },
    {
      // Any public page rendered for a signed-in visitor: what the signed-in near-me row costs beyond it.
      name: "/about signed in (uncached)",
      path: "/about",
      headers: { cookie },
      serial: true,
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

  // The machine's load while measuring (it is often shared): printed with the table.
  const loadAtStart = os.loadavg()[0];
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

  const loadAtEnd = os.loadavg()[0];

  const serialRows = [];
  for (const target of targets.filter((t) => t.serial)) {
    serialRows.push(await serialCost(target));
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
    `Driver: ${databaseUrl ? "PostgreSQL" : "PGlite"} · ${businesses} businesses · ${seconds} s per target · ${os.cpus().length} cores · Node ${process.version} · load average (1 min) ${loadAtStart.toFixed(1)} before the targets, ${loadAtEnd.toFixed(1)} after`,
    "",
    "| target | conn | bytes | JS gz KB | app req/s | p50 ms | p90 ms | p99 ms | static req/s | static p99 ms | ratio | non-2xx/errors |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
    ...rows.map(
      (r) =>
        `| ${pad(r.name, 28)} | ${r.connections} | ${r.bytes} | ${r.jsKb ?? "–"} | ${Math.round(r.appRps)} | ${r.p50} | ${r.p90} | ${r.p99} | ${Math.round(r.staticRps)} | ${r.staticP99} | ${r.staticRps ? ((100 * r.appRps) / r.staticRps).toFixed(0) : "–"} % | ${r.errors} |`,
    ),
    ...(serialRows.length > 0
      ? [
          "",
          "One visitor at a time (uncached pages): the server processes' CPU per request and the answer time:",
          "",
          "| target | requests | server CPU ms/request | p50 ms | p95 ms |",
          "| --- | --: | --: | --: | --: |",
          ...serialRows.map(
            (r) =>
              `| ${r.name} | ${r.requests} | ${r.cpuMs.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`,
          ),
        ]
      : []),
    ...(searchRows.length > 0
      ? [
          "",
          "Search read models, in-process (directory: geocode, the page with its count, region options, target p95 < 30 ms; site search: ranked page with snippets, target p95 < 50 ms), beside one `select 1` (the driver's floor):",
          "",
          `| search | runs | p50 ms | p95 ms | max ms | CPU ms/run (${databaseUrl ? "client side only" : "database included"}) |`,
          "| --- | --: | --: | --: | --: | --: |",
          ...searchRows.map(
            (r) => `| ${r.name} | ${r.runs} | ${r.p50} | ${r.p95} | ${r.max} | ${r.cpu} |`,
          ),
        ]
      : []),
    "",
    `Cold start on the existing data (spawn to first 200 on /): ${coldStartMs} ms`,
    `Peak server RSS during the run (all server processes): ${Math.round(peakRss.total)} MB; largest single process: ${Math.round(peakRss.largest)} MB`,
    `Server Node flags: ${SERVER_NODE_FLAGS.join(" ")}; environment: ${Object.entries(SERVER_ENV)
      .map(([name, value]) => `${name}=${value}`)
      .join(" ")}`,
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
  if (!keep) await dropDatabase().catch(() => undefined);
  if (keep) log(`data kept in ${dataDir}${databaseUrl ? ` and database ${benchDatabase}` : ""}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
