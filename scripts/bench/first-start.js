// Measures `npm start` (scripts/start.js) from launch to the first page:
// wall time to each progress line and to the first 200 on GET /, the
// phases the server logs (migrations, gazetteer, seeds), the CPU time of the
// whole process tree (build included) and the load average, so a number from
// a busy machine can be read. Not part of `npm test`.
//
//   node scripts/bench/first-start.js [--fresh] [--runs N] [--port P] [--data DIR]
//
// --fresh empties the data folder before each run (a first start); without
// it the folder is kept (a later start). The server is stopped (SIGTERM) once
// the first page has answered.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option("--port", process.env.PORT ?? "3480"));
const runs = Number(option("--runs", "1"));
const dataDir = path.resolve(option("--data", path.join(os.tmpdir(), `hap-first-start-${port}`)));
const fresh = flag("--fresh");

const TICKS = 100; // USER_HZ on Linux

/** CPU seconds of a live process: its own and that of the children it has waited for (the build). */
function cpuOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime, stime, cutime, cstime are fields 14–17 (1-based), here 11–14 (0-based after state).
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { user: (utime + cutime) / TICKS, sys: (stime + cstime) / TICKS };
  } catch {
    return { user: 0, sys: 0 };
  }
}

/** The pids of a process's children (the server that scripts/start.js spawned). */
function childrenOf(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) =>
        fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/),
      )
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds of the process tree up to now (the build's processes have ended and been waited for). */
function treeCpu(pid) {
  const total = { user: 0, sys: 0 };
  const walk = (p) => {
    const c = cpuOf(p);
    total.user += c.user;
    total.sys += c.sys;
    for (const child of childrenOf(p)) walk(child);
  };
  walk(pid);
  return total;
}

async function firstPage(deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      await res.arrayBuffer();
      if (res.status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

async function once() {
  if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  const load = os.loadavg();
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines = [];
  const phases = {};
  let buffer = "";
  const onData = (chunk) => {
    buffer += chunk;
    let nl;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      const at = (performance.now() - started) / 1000;
      if (line.startsWith("{")) {
        try {
          const entry = JSON.parse(line);
          if (entry.phases) {
            Object.assign(phases, entry.phases);
            phases["server process start to migrations"] = { ms: entry.startedAtMs };
          }
        } catch {
          // not JSON after all
        }
      } else if (line.trim()) {
        lines.push({ at, line: line.trim() });
      }
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const ok = await Promise.race([firstPage(Date.now() + 300_000), exited.then(() => false)]);
  const firstPageAt = (performance.now() - started) / 1000;
  const cpu = treeCpu(child.pid);
  child.kill("SIGTERM");
  await exited;
  return { ok, firstPageAt, lines, phases, cpu, load };
}

const results = [];
for (let i = 0; i < runs; i += 1) {
  const r = await once();
  results.push(r);
  console.log(
    `run ${i + 1}: ${r.ok ? "first page" : "NO PAGE"} after ${r.firstPageAt.toFixed(2)} s wall, ` +
      `CPU ${(r.cpu.user + r.cpu.sys).toFixed(2)} s (user ${r.cpu.user.toFixed(2)}, ` +
      `sys ${r.cpu.sys.toFixed(2)}), load ${r.load.map((n) => n.toFixed(1)).join(" ")}`,
  );
  for (const { at, line } of r.lines) console.log(`  ${at.toFixed(2).padStart(7)} s  ${line}`);
  for (const [name, { ms, cpuMs }] of Object.entries(r.phases)) {
    const cpu = cpuMs === undefined ? "" : ` (CPU ${(cpuMs / 1000).toFixed(2)} s)`;
    console.log(`  phase ${name}: ${(ms / 1000).toFixed(2)} s${cpu}`);
  }
}
