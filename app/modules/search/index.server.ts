// The search module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./get-search-page.server";
export * from "./search-site.server";
