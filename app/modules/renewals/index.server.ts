// The renewals module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./complete-renewal.server";
export * from "./create-renewal.server";
export * from "./export-renewals.server";
export * from "./list-renewals.server";
export * from "./run-expiry-checks.server";
export * from "./update-renewal.server";
export * from "./expire-certificates.server";
export * from "./renewal-pages.server";
