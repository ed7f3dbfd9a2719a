// Where the end-to-end servers live (decision 077): one per Playwright
// worker, on port E2E_PORT + the worker's index, with its own data folder.
// Read by playwright.config.ts (which starts them) and run-e2e.js (which
// empties their data folders before a run).
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * Playwright workers: each has a server of its own — its own port and data
 * folder with the demo programme — so two test files never share a database,
 * and a file sees only what the files before it in its worker changed. Two
 * on a 2-core machine: one browser and one server leave a third of the
 * cores idle (pages load, tests wait).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** The address of worker `index`'s server. */
export const e2eBaseUrlOf = (index) => `http://127.0.0.1:${E2E_PORT + index}`;
/** The data folder of worker `index`'s server (stored mail under `mail/`). */
export const e2eDataDirOf = (index) => path.resolve(`.tmp/e2e-data-${E2E_PORT + index}`);
