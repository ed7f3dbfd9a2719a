// `npm test`: every check; stops at the first stage that fails (decision 077).
// A stage's steps run side by side (their output is printed when the stage
// ends); stages run one after another. Each step's time is printed, and the table at
// the end is what docs/testing.md's budget is checked against.
import path from "node:path";
import { report, runStep } from "./run-step.js";
import { testDatabaseUrl } from "./test-database-url.js";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const url = await testDatabaseUrl();
const env = { ...process.env, TEST_DATABASE_URL: url ?? "" };
console.log(
  url
    ? `PostgreSQL for the second driver: ${url.replace(/\/\/[^@]*@/, "//…@")}`
    : "No PostgreSQL server: every database test runs on the embedded PGlite.",
);

/**
 * A step: [name, command, args]. A stage of one step prints as it goes; a
 * stage of several prints each step's output, under its name, when it ends.
 */
const stages = [
  // The static checks share the two cores; each is one process. The build
  // (bundle and prepared database, decision 072) is made here when a source
  // changed: the Vitest templates open the prepared database, the
  // end-to-end servers run the bundle. On a fresh `npm ci` there is nothing to do.
  [
    ["typecheck", "npm", ["run", "-s", "typecheck"]],
    ["lint", "npm", ["run", "-s", "lint"]],
    ["format check", "npm", ["run", "-s", "format:check"]],
    ["independent checkers (xmllint, pdffonts, qpdf)", "node", ["scripts/ensure-checkers.js"]],
    ["build (what a change made stale)", "node", ["scripts/build.js"]],
  ],
  // The two HTTP projects run in separate Vitest processes, one after the
  // other: each HTTP project's React Router plugin starts a type generator
  // that first deletes .react-router/types, and two of them in one process
  // race (ENOENT). (Side by side, once the first had finished a file, the
  // pair took 404 s against 342 + ~60 one after the other: no gain.) With a
  // PostgreSQL server every HTTP file runs on it and the PGlite project runs
  // the driver-sensitive files only (decisions 074, 077).
  [
    [
      "unit and integration tests",
      "npm",
      ["run", "-s", "test:unit", "--", "--project", "!http-pglite"],
    ],
  ],
  [
    [
      url ? "HTTP tests on PGlite (the driver-sensitive files)" : "HTTP tests on PGlite",
      "npm",
      ["run", "-s", "test:unit", "--", "--project", "http-pglite"],
    ],
  ],
  [["end-to-end tests", "npm", ["run", "-s", "test:e2e"]]],
];

/**
 * Each stage's budget in seconds on the 2-core machine, quiet (docs/testing.md):
 * the closing table marks a stage over its budget. Not a failure (speed is
 * measured, never asserted): a sign to find what made it slower.
 */
const BUDGET_SECONDS = [75, 240, 40, 480];
const TOTAL_BUDGET_SECONDS = 12 * 60;

const started = Date.now();
const times = [];
for (const [stageIndex, steps] of stages.entries()) {
  const live = steps.length === 1;
  console.log(`\n▶ ${steps.map(([name]) => name).join(" · ")}`);
  const stageStarted = Date.now();
  const results = await Promise.all(
    steps.map(([name, cmd, args]) => runStep(name, cmd, args, { env, live })),
  );
  for (const result of results) report(result);
  const stageSeconds = (Date.now() - stageStarted) / 1000;
  const budget = BUDGET_SECONDS[stageIndex];
  times.push(...results.map((r) => [r.name, r.seconds, steps.length === 1 ? budget : undefined]));
  if (steps.length > 1) times.push(["(the steps above, side by side)", stageSeconds, budget]);
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length > 0) {
    console.error(`\n✗ ${failed.map((r) => r.name).join(", ")} failed`);
    process.exit(failed[0].status ?? 1);
  }
}
console.log("\nAll checks passed.");
/** A table row: the time, then the stage's budget and whether it was kept. */
const row = (name, seconds, budget) =>
  `  ${seconds.toFixed(1).padStart(7)} s  ${
    budget === undefined
      ? "".padEnd(18)
      : `${`(budget ${budget} s)`.padEnd(16)}${seconds > budget ? "✗ " : "  "}`
  }${name}`;
for (const [name, seconds, budget] of times) console.log(row(name, seconds, budget));
console.log(row("in all", (Date.now() - started) / 1000, TOTAL_BUDGET_SECONDS));
console.log("  (✗: over its budget — docs/testing.md says how to find what made it slower)");
