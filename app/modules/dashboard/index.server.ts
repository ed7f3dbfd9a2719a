// The dashboard module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./get-dashboard-overview.server";
export * from "./get-application-page.server";
export * from "./get-overview-page.server";
