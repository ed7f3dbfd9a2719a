/**
 * The names the dashboard's offline work shares between the page and the
 * service worker (issue 37, decision 087). Everything the device keeps
 * starts with `hap-field`, so signing out (or another person signing in)
 * clears it all.
 */
export const FIELD_PREFIX = "hap-field";
/** Cache of the audit pages the examiner visited (network first). */
export const PAGES_CACHE = `${FIELD_PREFIX}-pages-v1`;
/** Cache of the app shell: the build's assets, icons and manifest (cache first). */
export const SHELL_CACHE = `${FIELD_PREFIX}-shell-v1`;
/** The IndexedDB database of changes waiting to be sent and refused ones. */
export const FIELD_DB = `${FIELD_PREFIX}-store`;
export const SERVICE_WORKER_URL = "/dashboard/sw.js";
export const SERVICE_WORKER_SCOPE = "/dashboard/";
export const MANIFEST_URL = "/dashboard/manifest.webmanifest";
/** The dashboard's theme colour (the brand green of app.css). */
export const THEME_COLOUR = "#1d5c3a";
