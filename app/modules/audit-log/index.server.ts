// The audit-log module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./write-audit-log.server";
