// The build (decision 072): the client and server bundle (`react-router
// build`) and the prepared embedded database (`$BUILD_DIR/database`: every
// migration applied, the gazetteer and the standards loaded), each made only
// when missing or older than what it is made from.
//
//   node scripts/build.js             build what is missing or stale (npm run build: --force)
//   node scripts/build.js --install   the npm `prepare` step: `npm ci` / `npm install` leave a
//                                     ready build; never fails the install
//   node scripts/build.js --force     build both again
//
// `npm start` (scripts/start.js) rebuilds the bundle when sources changed, but
// not the prepared database: a new data folder then migrates as it always
// did (the server uses the image only when it was made by the running bundle
// from exactly the shipped migrations).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_NODE_FLAGS } from "./server-node-flags.js";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = () => path.resolve(root, process.env.BUILD_DIR ?? "build");
export const serverBundle = () => path.join(buildDir(), "server/index.js");
const imageManifest = () => path.join(buildDir(), "database/manifest.json");

/** What the bundle is made from: sources, static files, configuration and the locked packages. */
const BUNDLE_INPUTS = [
  "app",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
/** What the prepared database is made from, besides the bundle whose code loads it. */
const IMAGE_INPUTS = ["drizzle", "package-lock.json"];

function newestMtime(entry) {
  const full = path.join(root, entry);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(full)) {
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Whether the bundle is missing ("missing"), older than a source ("stale"), or current (null). */
export function bundleState() {
  const builtAt = mtime(serverBundle());
  if (builtAt === 0) return "missing";
  return Math.max(...BUNDLE_INPUTS.map(newestMtime)) > builtAt ? "stale" : null;
}

/** Whether the prepared database is missing, older than the bundle or a migration, or current. */
export function imageState() {
  const builtAt = mtime(imageManifest());
  if (builtAt === 0) return "missing";
  const inputs = Math.max(mtime(serverBundle()), ...IMAGE_INPUTS.map(newestMtime));
  return inputs > builtAt ? "stale" : null;
}

/**
 * @react-router/dev 7.18 loads its config through Vite 8 with `envFile: false`,
 * which Vite now reports as deprecated — once per config load, seven times in
 * an install, in the output a newcomer reads first (issue 33). Harmless and
 * not ours to change: that one line is left out; everything else is printed.
 */
const UPSTREAM_DEPRECATION =
  /^The `envFile` option is deprecated, please use `envDir: false` instead\.$/;

function withoutUpstreamDeprecation(text) {
  return text
    .split("\n")
    .filter((line) => !UPSTREAM_DEPRECATION.test(line.trim()))
    .join("\n");
}

/** `react-router build` in production mode; returns whether it succeeded. */
export function buildBundle() {
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: ["inherit", "pipe", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: "production", FORCE_COLOR: process.env.FORCE_COLOR ?? "" },
  });
  process.stdout.write(withoutUpstreamDeprecation(result.stdout ?? ""));
  process.stderr.write(withoutUpstreamDeprecation(result.stderr ?? ""));
  return result.status === 0;
}

/**
 * The prepared database, made by the bundle's own code in a process of its
 * own (with the server's Node flags); returns whether it succeeded.
 */
export function buildDatabaseImage() {
  const result = spawnSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(root, "scripts/build.js"), "--database-image-now"],
    { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  return result.status === 0;
}

async function writeDatabaseImage() {
  const started = performance.now();
  const build = await import(pathToFileURL(serverBundle()).href);
  const { createDatabaseImage, databaseImageDir, serverBuildFile } = build.entry.module;
  const manifest = await createDatabaseImage(databaseImageDir(), serverBuildFile());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Prepared database: ${manifest.migrations.length} migrations, gazetteer and standards (${seconds} s)`,
  );
}

/** Builds what is missing or stale (everything with `force`); returns whether all succeeded. */
export function build({ force = false } = {}) {
  const bundle = force ? "forced" : bundleState();
  if (bundle) {
    console.log(bundle === "missing" ? "Building…" : "Sources changed: rebuilding…");
    if (!buildBundle()) return false;
  }
  if (force || imageState()) {
    console.log("Preparing the embedded database…");
    if (!buildDatabaseImage()) return false;
  }
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  process.chdir(root);
  if (args.includes("--database-image-now")) {
    await writeDatabaseImage();
    process.exit(0);
  }
  if (args.includes("--install")) {
    // `npm ci --omit=dev` (no build tools) or `npm ci --ignore-scripts`: npm start builds later.
    if (!fs.existsSync(path.join(root, "node_modules/.bin/react-router"))) {
      console.log("Build skipped: the development packages are not installed.");
      process.exit(0);
    }
    if (!build()) {
      console.warn("The build failed; `npm start` builds again and shows the error.");
    }
    process.exit(0);
  }
  process.exit(build({ force: args.includes("--force") }) ? 0 : 1);
}
