// `npm start`: builds when no build exists (or the sources are newer), then
// starts the production server with its Node flags (decision 047).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildBundle, bundleState } from "./build.js";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-node-flags.js";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
// Optional .env file (see .env.example); real environment variables win.
if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
// The bundle is built at install (npm's `prepare` step, scripts/build.js) or,
// when missing or older than the sources, here; the prepared database only by
// the build (a new data folder migrates when it does not match, decision 072).
const bundle = bundleState();
if (bundle) {
  console.log(bundle === "missing" ? "Building… (first start)" : "Sources changed: rebuilding…");
  if (!buildBundle()) process.exit(1);
}

// Demo data is on by default with the embedded database, unless the operator
// set NODE_ENV=production (SEED_DEMO=true/false always wins).
const operatorNodeEnv = process.env.NODE_ENV;
if (
  process.env.SEED_DEMO === undefined &&
  operatorNodeEnv !== "production" &&
  !process.env.DATABASE_URL
) {
  process.env.SEED_DEMO = "true";
}
process.env.NODE_ENV = operatorNodeEnv || "production";
// Plain progress lines (Migrating… Seeding demo data… Ready at …) beside the JSON log.
process.env.HAP_PROGRESS ??= "1";
// Heap limits and malloc's arenas can only be set when a process starts: the
// server runs as a child with them; this process waits, passes on stop
// signals, and exits with the server's code.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "server.js")], {
  stdio: "inherit",
  env: { ...SERVER_ENV, ...process.env },
});
server.on("error", (error) => {
  console.error("Could not start the server:", error.message);
  process.exit(1);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
