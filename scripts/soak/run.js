// `npm run soak` (issue 25; not part of `npm test`): 200 simulated people —
// visitors on the public pages, staff on the dashboard's lists, applicants
// who sign in, upload their documents and pay the audit fee in test mode —
// for 10 minutes against the production build, then ONE table: requests,
// error responses beyond the expected refusals, the server's memory after
// the warm-up and at the end, and answer times per kind (dashboard pages:
// target p99 under 200 ms).
//
// The server runs as `npm start` runs it (`node <server flags> server.js`,
// NODE_ENV=production) with its own data folder in a temporary directory
// and the demo data; the simulated users' accounts are created between the
// first start and the soak (scripts/soak/accounts.ts). PGlite by default;
// PostgreSQL when DATABASE_URL is set (a new database on that server,
// dropped afterwards).
//
//   npm run soak                          # 200 users, 10 minutes
//   npm run soak -- --minutes 1           # a short run
//   npm run soak -- --seconds 90 --users 50
// Environment: SOAK_MINUTES, SOAK_USERS, SOAK_THINK_MS (mean pause between
// two steps of a person, default 10000), SOAK_WARMUP_SECONDS (default 20 %
// of the run, at least 20 s: everyone arrives during it), SOAK_PORT (default 3950), SOAK_SKIP_BUILD=1,
// SOAK_KEEP=1 (keep the data folder and the server log).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  createDatabase,
  dropDatabase,
  portInUse,
  productionEnv,
  root,
  serverCpuMs,
  serverRssMb,
  startServer,
  stopServer,
  waitForOk,
  withDatabase,
} from "../bench/server-harness.js";
import { applicant, publicPagePaths, Recorder, staffMember, visitor } from "./users.js";

process.chdir(root);
const { values: flags } = parseArgs({
  options: {
    minutes: { type: "string" },
    seconds: { type: "string" },
    users: { type: "string" },
  },
});
const durationMs =
  1000 *
  (flags.seconds
    ? Number(flags.seconds)
    : 60 * Number(flags.minutes ?? process.env.SOAK_MINUTES ?? 10));
const userCount = Number(flags.users ?? process.env.SOAK_USERS ?? 200);
// A person reads a page before the next click: 5 to 15 s, 10 s on average.
const thinkMs = Number(process.env.SOAK_THINK_MS ?? 10_000);
const warmUpMs =
  1000 * Number(process.env.SOAK_WARMUP_SECONDS ?? Math.max(20, (0.2 * durationMs) / 1000));
const port = Number(process.env.SOAK_PORT ?? 3950);
const baseUrl = `http://127.0.0.1:${port}`;
const keep = process.env.SOAK_KEEP === "1";
const password = "soak-password-2026"; // scripts/soak/accounts.ts
if (!(durationMs > warmUpMs) || !(userCount >= 3)) {
  console.error("The run must be longer than its warm-up and have at least 3 users.");
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hap-soak-"));
const adminDatabaseUrl = process.env.DATABASE_URL;
const soakDatabase = `hap_soak_${Date.now()}`;
const databaseUrl = adminDatabaseUrl ? withDatabase(adminDatabaseUrl, soakDatabase) : undefined;
const serverEnv = productionEnv({ port, dataDir, databaseUrl, baseUrl });
const serverLog = path.join(dataDir, "server.log");

function log(message) {
  process.stderr.write(`[soak] ${message}\n`);
}

let server;

/** The server with its log (JSON lines, warnings and errors) in the data folder. */
function start() {
  const out = fs.openSync(serverLog, "a");
  return startServer(serverEnv, { stdio: ["ignore", out, out] }).child;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

async function main() {
  if (process.env.SOAK_SKIP_BUILD !== "1") {
    log("building what is missing or stale (node scripts/build.js)…");
    // Its output on stderr: stdout is the table alone.
    const built = spawnSync(process.execPath, ["scripts/build.js"], { stdio: ["ignore", 2, 2] });
    if (built.status !== 0) throw new Error("build failed");
  }
  if (await portInUse(baseUrl)) {
    throw new Error(`port ${port} is in use: stop that server or set SOAK_PORT`);
  }
  if (adminDatabaseUrl) await createDatabase(adminDatabaseUrl, soakDatabase);
  log(`driver: ${databaseUrl ? "PostgreSQL" : "PGlite"}; data in ${dataDir}`);

  log("first start: the database and the demo data…");
  server = start();
  await waitForOk(`${baseUrl}/healthz`, 600_000);
  await stopServer(server);

  const staffCount = Math.max(1, Math.round(userCount * 0.2));
  const applicantCount = Math.max(1, Math.round(userCount * 0.4));
  const visitorCount = userCount - staffCount - applicantCount;
  log(`creating ${applicantCount} applicant and ${staffCount} staff accounts…`);
  const created = spawnSync(
    path.join("node_modules", ".bin", "tsx"),
    [
      "scripts/soak/accounts.ts",
      "--applicants",
      String(applicantCount),
      "--staff",
      String(staffCount),
    ],
    { env: serverEnv, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" },
  );
  if (created.status !== 0) throw new Error("creating the accounts failed");
  const accounts = JSON.parse(created.stdout.trim().split("\n").at(-1));

  log("starting the server…");
  server = start();
  await waitForOk(`${baseUrl}/`, 300_000);
  const publicPages = await publicPagePaths(baseUrl);

  const recorder = new Recorder();
  let running = true;
  const context = {
    baseUrl,
    recorder,
    password,
    publicPages,
    thinkMs,
    formMs: Math.max(200, thinkMs / 3),
    isRunning: () => running,
  };
  const rss = [];
  const sampler = setInterval(() => {
    const now = serverRssMb(server);
    if (now) rss.push({ at: Date.now(), mb: now.total });
  }, 1000);

  const loadAtStart = os.loadavg();
  const startedAt = Date.now();
  const cpuAtStart = { server: serverCpuMs(server), client: process.cpuUsage() };
  log(
    `${userCount} users (${visitorCount} visitors, ${staffCount} staff, ${applicantCount} applicants) for ${durationMs / 1000} s, warm-up ${warmUpMs / 1000} s; load average ${loadAtStart.map((l) => l.toFixed(2)).join(" ")}`,
  );
  // Everyone arrives during the warm-up, in a random order (a sign-in costs
  // about 0.2 s of CPU: 120 at once would be a test of the sign-in alone).
  const arrivals = [
    ...Array.from({ length: visitorCount }, (_, i) => () => {
      const address = `10.1.${i >> 8}.${i & 255}`;
      return visitor({ ...context, address });
    }),
    ...accounts.staff.map((account, i) => () => {
      const address = `10.2.${i >> 8}.${i & 255}`;
      return staffMember({ ...context, address }, account);
    }),
    ...accounts.applicants.map((email, i) => () => {
      const address = `10.3.${i >> 8}.${i & 255}`;
      return applicant({ ...context, address }, { email });
    }),
  ].sort(() => Math.random() - 0.5);
  const rampMs = warmUpMs;
  const people = arrivals.map(async (arrive, i) => {
    await new Promise((resolve) => setTimeout(resolve, (rampMs * i) / arrivals.length));
    return arrive();
  });

  await new Promise((resolve) => setTimeout(resolve, warmUpMs));
  // Memory moves with the work of the moment: the median of the last 30 s.
  const recentRss = () => median(rss.filter((s) => s.at > Date.now() - 30_000).map((s) => s.mb));
  const rssAfterWarmUp = recentRss();
  const warmUpEnded = Date.now();
  log(`warm-up over: server RSS ${rssAfterWarmUp?.toFixed(0)} MB`);
  const progress = setInterval(() => {
    const done = ((Date.now() - startedAt) / durationMs) * 100;
    log(
      `${done.toFixed(0)} %: ${recorder.records.length} requests, RSS ${rss.at(-1)?.mb.toFixed(0)} MB, load ${os.loadavg()[0].toFixed(2)}`,
    );
  }, 60_000);
  await new Promise((resolve) => setTimeout(resolve, durationMs - warmUpMs));
  const rssAtEnd = recentRss();
  const loadAtEnd = os.loadavg();
  const serverCpuS = (serverCpuMs(server) - cpuAtStart.server) / 1000;
  const clientCpu = process.cpuUsage(cpuAtStart.client);
  const clientCpuS = (clientCpu.user + clientCpu.system) / 1e6;
  running = false;
  clearInterval(progress);
  // Requests under way finish (each has a 30 s limit).
  await Promise.race([Promise.all(people), new Promise((r) => setTimeout(r, 35_000))]);
  clearInterval(sampler);
  const peakRss = Math.max(...rss.map((s) => s.mb));

  const serverErrors = fs
    .readFileSync(serverLog, "utf8")
    .split("\n")
    .filter((line) => /"level":(5\d|60)/.test(line));

  // The table: every request counts for requests, errors and refusals; answer times after the warm-up.
  const kinds = [
    "public pages",
    "sign-ins",
    "dashboard lists",
    "application forms",
    "uploads",
    "payments",
    "sign-outs",
  ];
  const rowFor = (label, records) => {
    const requests = records.filter((r) => !r.extra);
    const times = requests
      .filter((r) => r.at >= warmUpEnded && r.outcome !== "error")
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const ms = (p) => (times.length ? Math.round(percentile(times, p)) : "–");
    return {
      label,
      requests: requests.length,
      errors: records.filter((r) => r.outcome === "error").length,
      refused: records.filter((r) => r.outcome === "refused").length,
      p50: ms(0.5),
      p95: ms(0.95),
      p99: ms(0.99),
    };
  };
  const all = recorder.records;
  const rows = kinds.map((kind) =>
    rowFor(
      kind,
      all.filter((r) => r.kind === kind),
    ),
  );
  const total = rowFor("all requests", all);
  const dashboard = rows.find((r) => r.label === "dashboard lists");
  const growth = ((rssAtEnd - rssAfterWarmUp) / rssAfterWarmUp) * 100;
  const mark = (ok) => (ok ? "met" : "MISSED");
  const line = (cells) => `| ${cells.join(" | ")} |`;
  const table = [
    `Soak: ${userCount} users (${visitorCount} visitors, ${staffCount} staff, ${applicantCount} applicants; pause ${thinkMs / 1000} s on average) for ${durationMs / 60_000} min, warm-up ${warmUpMs / 1000} s · ${databaseUrl ? "PostgreSQL" : "PGlite"} · production build · ${os.availableParallelism()} cores · Node ${process.version} · load average (1, 5, 15 min) at start ${loadAtStart.map((l) => l.toFixed(2)).join(", ")}, at end ${loadAtEnd.map((l) => l.toFixed(2)).join(", ")}`,
    "",
    line(["", "requests", "errors", "expected refusals", "p50 ms", "p95 ms", "p99 ms", "target"]),
    line(["---", "--:", "--:", "--:", "--:", "--:", "--:", "---"]),
    ...rows.map((r) =>
      line([
        r.label,
        r.requests,
        r.errors,
        r.refused,
        r.p50,
        r.p95,
        r.p99,
        r === dashboard ? `p99 < 200 ms: ${mark(r.p99 < 200)}` : "",
      ]),
    ),
    line([
      `**${total.label}**`,
      total.requests,
      total.errors,
      total.refused,
      total.p50,
      total.p95,
      total.p99,
      `no errors: ${mark(total.errors === 0)}`,
    ]),
    line([
      "server RSS (MB)",
      "",
      "",
      "",
      "",
      "",
      "",
      `${rssAfterWarmUp.toFixed(0)} after warm-up → ${rssAtEnd.toFixed(0)} at end (peak ${peakRss.toFixed(0)}): ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %; growth < 10 %: ${mark(growth < 10)}`,
    ]),
  ];
  table.push(
    "",
    `CPU over the run: the server ${serverCpuS.toFixed(0)} s (${((100 * serverCpuS) / (durationMs / 1000)).toFixed(0)} % of one core, ${((1000 * serverCpuS) / total.requests).toFixed(1)} ms per request), the simulated users ${clientCpuS.toFixed(0)} s; answer times after the warm-up, requests and errors over the whole run.`,
  );
  process.stdout.write(`${table.join("\n")}\n`);
  log(
    `server log: ${serverErrors.length} error lines${serverErrors.length ? `; first: ${serverErrors[0].slice(0, 300)}` : ""}`,
  );
  for (const sample of recorder.errorSamples.slice(0, 10)) {
    log(
      `error: ${sample.kind} ${sample.method ?? ""} ${sample.path} → ${sample.status} ${sample.detail ?? ""}`.slice(
        0,
        400,
      ),
    );
  }
  if (total.errors > 0) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await stopServer(server);
  if (adminDatabaseUrl && !keep) await dropDatabase(adminDatabaseUrl, soakDatabase);
  if (keep) log(`data and server log kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
