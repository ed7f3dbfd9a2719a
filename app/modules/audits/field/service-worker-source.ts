import { FIELD_PREFIX, MANIFEST_URL, PAGES_CACHE, SHELL_CACHE } from "./field-constants";

/**
 * The dashboard's service worker (issue 37), served at /dashboard/sw.js with
 * the scope /dashboard/. Hand-written (decision 087: a library such as
 * Workbox needs a build step of its own for a worker this small):
 * - the build's hashed assets, icons and manifest: cache first (the shell);
 * - audit pages (/dashboard/audits and /dashboard/audits/:id, their `.data`
 *   answers and photos): network first, the last good answer kept, and used
 *   when there is no connection, so an audit opens offline once visited;
 * - other dashboard pages without a connection: the cached audit list;
 * - writes are never touched (the page keeps offline changes itself);
 * - a `clear` message (sign-out, another person) empties every field cache.
 */
export const SERVICE_WORKER_SOURCE = `"use strict";
const PREFIX = ${JSON.stringify(FIELD_PREFIX)};
const PAGES = ${JSON.stringify(PAGES_CACHE)};
const SHELL = ${JSON.stringify(SHELL_CACHE)};
const SHELL_FILES = [${JSON.stringify(MANIFEST_URL)}, "/dashboard-icons/icon-192.png", "/dashboard-icons/icon-512.png"];
const AUDIT_PAGE = /^\\/dashboard\\/audits(\\/[0-9a-f-]{36})?(\\.data)?$/;
const AUDIT_PHOTO = /^\\/dashboard\\/audits\\/[0-9a-f-]{36}\\/photos\\/[0-9a-f-]{36}$/;

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SHELL_FILES)).catch(() => undefined));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== PAGES && name !== SHELL) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "clear") {
    event.waitUntil(
      caches.keys().then((names) =>
        Promise.all(names.filter((n) => n.startsWith(PREFIX)).map((n) => caches.delete(n))),
      ),
    );
  }
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const cache = await caches.open(SHELL);
    await cache.put(request, response.clone());
  }
  return response;
}

async function networkFirst(request, fallbackPath) {
  try {
    const response = await fetch(request);
    // Only a page as the signed-in person saw it (a redirect to sign-in is not kept).
    if (response.ok && response.type === "basic" && !response.redirected) {
      const cache = await caches.open(PAGES);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: PAGES });
    if (cached) return cached;
    if (fallbackPath) {
      const fallback = await caches.match(fallbackPath, { cacheName: PAGES });
      if (fallback) return fallback;
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/assets/") || SHELL_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (AUDIT_PAGE.test(url.pathname) || AUDIT_PHOTO.test(url.pathname)) {
    event.respondWith(networkFirst(request, request.mode === "navigate" ? "/dashboard/audits" : null));
    return;
  }
  if (request.mode === "navigate" && url.pathname.startsWith("/dashboard")) {
    event.respondWith(fetch(request).catch(() => networkFirst(new Request("/dashboard/audits"), null)));
  }
});
`;
