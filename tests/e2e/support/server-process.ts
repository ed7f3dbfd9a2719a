import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A production server process of its own (server.js from the same build) on
 * `port`, with an empty data folder and `env` over the defaults; for tests
 * of start-up, shutdown and configuration.
 */
export function startServer(port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hap-lifecycle-"));
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output, dataDir };
}

/** Waits until the server on `port` answers /healthz, and returns its health answer. */
export async function waitForHealth(child: ChildProcess, port: number) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("server exited early");
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return (await res.json()) as { status: string; database: { driver: string } };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy");
}
