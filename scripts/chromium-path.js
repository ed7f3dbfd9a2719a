// The Chromium the end-to-end tests drive (decision 074): Debian's
// `chromium-headless-shell` when it is installed — the same Chromium build
// without the full browser's compositor and GPU process, about a third less
// CPU per test on a 2-core machine — otherwise Debian's full `chromium`.
// CHROMIUM_PATH overrides both.
import fs from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const FULL_CHROMIUM = "/usr/bin/chromium";

export function e2eChromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
