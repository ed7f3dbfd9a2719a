// One step of `npm test` or `npm run test:changed` (decision 077): a command
// run as a child process, its time measured; a `live` step prints as it
// goes, another keeps its output for `report` (steps that run side by side
// must not interleave their output).
import { spawn } from "node:child_process";

/** Resolves to `{ name, status, seconds, output }` when the command ends. */
export function runStep(name, cmd, args, { env = process.env, live = false } = {}) {
  const started = Date.now();
  const child = spawn(cmd, args, {
    env: live && process.stdout.isTTY ? { ...env, FORCE_COLOR: "1" } : env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (live ? process.stdout.write(chunk) : (output += chunk)));
  child.stderr.on("data", (chunk) => (live ? process.stderr.write(chunk) : (output += chunk)));
  return new Promise((resolve) => {
    child.on("close", (status) => {
      resolve({ name, status, seconds: (Date.now() - started) / 1000, output });
    });
  });
}

/** Prints a step's kept output (all of it, or only when it failed) and its ✓/✗ line. */
export function report({ name, status, seconds, output }, { outputOnlyOnFailure = false } = {}) {
  if (output.trim() && (status !== 0 || !outputOnlyOnFailure)) {
    process.stdout.write(`\n── ${name} ──\n${output}`);
  }
  console.log(`${status === 0 ? "✓" : "✗"} ${name} (${seconds.toFixed(1)}s)`);
}
