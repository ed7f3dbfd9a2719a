// `npm start`: builds when no build exists (or the sources are newer), then
// starts the production server with its Node flags (decision 047).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "./server-node-flags.js";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
// Optional .env file (see .env.example); real environment variables win.
if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
const marker = path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
const sourcesAt = Math.max(
  newestMtime(path.join(root, "app")),
  newestMtime(path.join(root, "public")),
);
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(builtAt === 0 ? "No build found: building…" : "Sources changed: rebuilding…");
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
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
// Heap limits can only be set when a process starts: the server runs as a
// child with them; this process waits, passes on stop signals, and exits
// with the server's code.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "server.js")], {
  stdio: "inherit",
  env: process.env,
});
server.on("error", (error) => {
  console.error("Could not start the server:", error.message);
  process.exit(1);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
