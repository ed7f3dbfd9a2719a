// The verification module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./ui/verification-status-panel";
export * from "./verification-result";
export * from "./ui/verify-page";
export * from "./ui/developers-page";
export { verifyMessages } from "./verify-messages";
