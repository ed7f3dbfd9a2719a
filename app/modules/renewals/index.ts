// The renewals module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./renewal-rules";
export * from "./ui/renewal-table";
export * from "./ui/renew-screen";
export * from "./ui/renewals-screen";
export * from "./ui/renewal-ui-messages";
