// The verification module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./verify-certificate-json.server";
export * from "./verify-certificate.server";
export * from "./get-verify-page.server";
export * from "./seal-svg";
export * from "./seal-png.server";
export * from "./seal-response.server";
export * from "./openapi.server";
