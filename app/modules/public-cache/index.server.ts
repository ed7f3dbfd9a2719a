// The public-cache module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./public-content-changed.server";
export * from "./public-page-cache.server";
