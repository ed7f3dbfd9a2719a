import { test as base } from "@playwright/test";
import { e2eBaseUrlOf, e2eDataDirOf } from "../../../scripts/e2e-servers.js";

export * from "@playwright/test";

/**
 * Playwright's `test`, with two additions:
 *
 * - Each worker talks to its own server (playwright.config.ts, decision 077):
 *   `baseURL` — and so `page.goto("/…")`, `request` and every context a
 *   test opens — is the address of the worker's server.
 * - Browser contexts a test opens itself (`browser.newContext()`, e.g. to sign
 *   in a second person) are closed when the test ends. Playwright closes only
 *   the contexts of its own fixtures; the others stayed open for the rest of
 *   the run in the shared browser — each dashboard page among them polling
 *   for notifications — and the run slowed as they piled up (22 renderer
 *   processes a third of the way through).
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(e2eBaseUrlOf(testInfo.parallelIndex));
  },
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      for (const context of browser.contexts()) {
        if (!before.has(context)) await context.close();
      }
    },
    { auto: true },
  ],
});

/** The address of this test's server (its worker's). */
export function e2eBaseUrl(): string {
  return e2eBaseUrlOf(test.info().parallelIndex);
}

/** The data folder of this test's server (stored mail under `mail/`). */
export function e2eDataDir(): string {
  return e2eDataDirOf(test.info().parallelIndex);
}
