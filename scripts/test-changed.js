// `npm run test:changed`: the inner loop (decision 077). The static checks —
// typecheck (incremental), lint and format check of the changed files — side
// by side, then the Vitest tests related to the changed files (Vitest's
// `--changed`: the test files that import a changed file, directly or not).
// Changed means: against HEAD, committed or not, plus new files; or against
// the ref given (`npm run test:changed -- main`). `npm test` still runs everything.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { report, runStep } from "./run-step.js";
import { testDatabaseUrl } from "./test-database-url.js";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const base = process.argv[2] ?? "HEAD";
const bin = (name) => path.join(root, "node_modules/.bin", name);

function git(args) {
  const result = spawnSync("git", args, { encoding: "utf8" });
  if (result.status !== 0) {
    console.error(result.stderr.trim());
    process.exit(result.status ?? 1);
  }
  return result.stdout.split("\n").filter(Boolean);
}

const changed = [
  ...new Set([
    ...git(["diff", "--name-only", "--diff-filter=d", base]),
    ...git(["ls-files", "--others", "--exclude-standard"]),
  ]),
].filter((file) => fs.existsSync(file));
if (changed.length === 0) {
  console.log(`Nothing changed against ${base}.`);
  process.exit(0);
}
console.log(`${changed.length} changed file(s) against ${base}.`);

const lintable = changed.filter((f) => /\.(ts|tsx|js)$/.test(f));
const formattable = changed.filter((f) => /\.(ts|tsx|js|json|md|css|yml|yaml)$/.test(f));

fs.mkdirSync(".tmp", { recursive: true });
const checks = [
  runStep("typecheck", "sh", [
    "-c",
    `${bin("react-router")} typegen && ${bin("tsc")} --noEmit --incremental --tsBuildInfoFile .tmp/tsbuildinfo`,
  ]),
];
if (lintable.length > 0) {
  checks.push(
    runStep("lint", bin("eslint"), [
      "--max-warnings=0",
      "--cache",
      "--cache-location",
      ".tmp/eslintcache",
      ...lintable,
    ]),
  );
}
if (changed.some((f) => f.startsWith("app/") || f === "docs/architecture.md")) {
  // The module graph is the whole app's, so it is checked whole (a few seconds; decision 082).
  checks.push(runStep("module graph", bin("tsx"), ["scripts/architecture/report.ts", "--check"]));
}
if (formattable.length > 0) {
  checks.push(
    runStep("format check", bin("prettier"), ["--check", "--ignore-unknown", ...formattable]),
  );
}
const results = await Promise.all(checks);
for (const result of results) report(result, { outputOnlyOnFailure: true });
const failed = results.some((result) => result.status !== 0);
if (failed) process.exit(1);

// As in `npm test`: the HTTP projects run in two Vitest processes (their
// React Router plugins' type generators must not share one).
const url = await testDatabaseUrl();
const env = { ...process.env, ...(url ? { TEST_DATABASE_URL: url } : {}) };
for (const projects of [
  ["--project", "!http-pglite"],
  ["--project", "http-pglite"],
]) {
  const result = spawnSync(
    bin("vitest"),
    ["run", "--changed", base, "--passWithNoTests", ...projects],
    { stdio: "inherit", env },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
