// The mail module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./ui/mail-log-screen";
export * from "./ui/mail-log-messages";
