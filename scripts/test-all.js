// `npm test`: every check, in order; stops at the first failure.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const steps = [
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["lint", "npm", ["run", "-s", "lint"]],
  ["format check", "npm", ["run", "-s", "format:check"]],
  ["independent checkers (xmllint, pdffonts, qpdf)", "node", ["scripts/ensure-checkers.js"]],
  // The two HTTP projects run in separate Vitest processes: each HTTP
  // project's React Router plugin starts a type generator that first deletes
  // .react-router/types, and two of them in one process race (ENOENT). With a
  // PostgreSQL server every HTTP file runs on it (in the first step) and the
  // PGlite project runs the driver-sensitive files only (decision 074).
  [
    "unit and integration tests",
    "npm",
    ["run", "-s", "test:unit", "--", "--project", "!http-pglite"],
  ],
  [
    process.env.TEST_DATABASE_URL
      ? "HTTP tests on PGlite (the driver-sensitive files)"
      : "HTTP tests on PGlite",
    "npm",
    ["run", "-s", "test:unit", "--", "--project", "http-pglite"],
  ],
  ["end-to-end tests", "npm", ["run", "-s", "test:e2e"]],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log("\nAll checks passed.");
