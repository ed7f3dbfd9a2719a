// End-to-end tests: ensures Debian's Chromium, builds the production bundle,
// starts from an empty data folder and runs Playwright.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium package…");
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium"], {
      ...process.env,
      DEBIAN_FRONTEND: "noninteractive",
    });
  } else {
    console.error(
      `Chromium not found at ${chromium}. Install it with: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
}

run(path.join(root, "node_modules/.bin/react-router"), ["build"], {
  ...process.env,
  NODE_ENV: "production",
});
fs.rmSync(path.join(root, `.tmp/e2e-data-${process.env.E2E_PORT ?? 3210}`), {
  recursive: true,
  force: true,
});
run(path.join(root, "node_modules/.bin/playwright"), ["test", ...process.argv.slice(2)]);
