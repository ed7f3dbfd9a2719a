// The dashboard module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./ui/overview-panels";
export * from "./ui/application-page";
export * from "./ui/status-change-form";
export * from "./ui/applications-list-screen";
export * from "./ui/overview-screen";
export * from "./ui/overview-messages";
