// The translations module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./find-content-translations.server";
export * from "./get-translation-editor.server";
export * from "./list-translation-status.server";
export * from "./save-content-translation.server";
export * from "./translation-parts.server";
