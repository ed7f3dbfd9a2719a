// The navigation module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./sidebar-items";
export * from "./frame-messages";
