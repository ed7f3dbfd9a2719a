// The navigation module's server surface (also re-exports the client-safe surface).
export * from "./index";
