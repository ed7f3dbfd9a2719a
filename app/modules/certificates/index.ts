// The certificates module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./certificate-messages";
export * from "./certificate-rules";
export * from "./ui/certificate-card";
export * from "./ui/certificate-status-badge";
export * from "./ui/certificate-list-screen";
export * from "./ui/certificate-view-screen";
export * from "./accreditation-text";
export * from "./ui/accreditation-status";
export * from "./ui/certificate-ui-messages";
export * from "./certificate-seal";
export * from "./add-to-linkedin";
export * from "./suspension-schema";
