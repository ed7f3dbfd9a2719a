import { useEffect } from "react";
import { clearDevice, deviceOwner, setDeviceOwner } from "./field-store";
import {
  PAGES_CACHE,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  SHELL_CACHE,
} from "./field-constants";

/**
 * The dashboard as an installable web app (issue 37), started by the
 * dashboard layout only (public pages carry no script): registers the
 * service worker, and clears what the device holds when another person
 * signs in on it than the one whose changes it kept.
 */
export function useFieldApp(userId: string) {
  useEffect(() => {
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
        .catch(() => undefined);
    }
    // Signing out clears the device first (the answer's Clear-Site-Data header clears it again).
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.dataset.fieldCleared) return;
      if (new URL(form.action, location.href).pathname !== "/logout") return;
      event.preventDefault();
      form.dataset.fieldCleared = "yes";
      void clearDevice().finally(() => form.submit());
    };
    document.addEventListener("submit", onSubmit, true);
    if (typeof indexedDB !== "undefined") {
      void (async () => {
        try {
          const owner = await deviceOwner();
          if (owner && owner !== userId) await clearDevice();
          await setDeviceOwner(userId);
        } catch {
          // Private browsing without IndexedDB: nothing is kept, nothing to clear.
        }
      })();
    }
    return () => document.removeEventListener("submit", onSubmit, true);
  }, [userId]);
}

/**
 * Keeps the audit page open offline once visited: its address is stored in
 * the pages cache (the service worker also keeps pages it serves, but a page
 * reached by an in-app link was never fetched as a whole page).
 */
export function useKeepPageOffline(path: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled || typeof caches === "undefined" || !navigator.onLine) return;
    void caches
      .open(PAGES_CACHE)
      .then(async (cache) => {
        const response = await fetch(path, { credentials: "same-origin" });
        if (response.ok && !response.redirected) await cache.put(path, response);
        // The app shell as this page loaded it (before the worker controlled the page).
        const assets = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
          .map((url) => url.pathname);
        const shell = await caches.open(SHELL_CACHE);
        for (const asset of new Set(assets)) {
          if (!(await shell.match(asset))) await shell.add(asset).catch(() => undefined);
        }
      })
      .catch(() => undefined);
  }, [path, enabled]);
}
