import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { toLocale } from "~/domain/locale";
import { registerCatalog } from "~/lib/i18n/catalogs";
import { loadCatalog } from "~/lib/i18n/load-catalog";

/**
 * The browser's start (decision 086): the page's language is its
 * `<html lang>`; that one catalog is loaded before React hydrates, so the
 * first client render says what the server said.
 */
async function start() {
  const locale = toLocale(document.documentElement.lang);
  registerCatalog(locale, await loadCatalog(locale));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void start();
