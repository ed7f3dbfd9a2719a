// End-to-end tests: ensures Debian's Chromium (headless shell, decision 074), builds the production bundle,
// starts from an empty data folder and runs Playwright.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "./build.js";
import { e2eChromiumPath } from "./chromium-path.js";
import { E2E_WORKERS, e2eDataDirOf } from "./e2e-servers.js";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const chromium = e2eChromiumPath();
if (!fs.existsSync(chromium)) {
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    console.log("Chromium not found: installing Debian's chromium-headless-shell package…");
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], {
      ...process.env,
      DEBIAN_FRONTEND: "noninteractive",
    });
  } else {
    console.error(
      `Chromium not found at ${chromium}. Install it with: sudo apt-get install -y chromium-headless-shell`,
    );
    process.exit(1);
  }
}

// The bundle and the prepared database, each rebuilt when older than what it is made from
// (`npm ci` already built both: decision 072).
if (!build()) process.exit(1);
// Every worker's server starts from an empty data folder (playwright.config.ts).
for (let index = 0; index < E2E_WORKERS; index++) {
  fs.rmSync(e2eDataDirOf(index), { recursive: true, force: true });
}
run(path.join(root, "node_modules/.bin/playwright"), ["test", ...process.argv.slice(2)]);
