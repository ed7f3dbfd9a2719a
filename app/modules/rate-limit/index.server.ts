// The rate-limit module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./consume-rate-limit.server";
export * from "./peek-rate-limit.server";
