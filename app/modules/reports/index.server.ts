// The reports module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./get-programme-report.server";
export * from "./report-csv";
export * from "./reports-page.server";
