import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Playwright's `test`, with one addition: browser contexts a test opens itself
 * (`browser.newContext()`, e.g. to sign in a second person) are closed when
 * the test ends. Playwright closes only the contexts of its own fixtures; the
 * others stayed open for the rest of the run in the shared browser — each
 * dashboard page among them polling for notifications — and the run slowed
 * as they piled up (22 renderer processes a third of the way through).
 */
export const test = base.extend<{ closeOwnContexts: void }>({
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
