// The storage module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./get-storage.server";
