/**
 * When the running release was built (ISO time). Pages whose texts live in
 * the code change only with a new release, so this is their last change
 * (sitemap.xml's `lastmod`). The production build writes it (`define` in
 * vite.config.ts), so every process and host serving one build agrees; the
 * development server and tests, which have no build, use the time this
 * module was loaded.
 */
declare const __RELEASE_TIME__: string | undefined;

export const releaseTime: string =
  typeof __RELEASE_TIME__ === "string" ? __RELEASE_TIME__ : new Date().toISOString();
