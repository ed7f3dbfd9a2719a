// The proposals module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./ballot-rules";
export * from "./proposal-messages";
export * from "./proposal-schema";
export * from "./ui/proposal-labels";
export * from "./ui/proposal-detail-page";
export * from "./ui/proposals-page";
