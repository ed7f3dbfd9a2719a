// The applications module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./application-messages";
export * from "./application-schema";
export * from "./application-status";
export * from "./next-step";
export * from "./service-options";
export * from "./ui/application-form";
export * from "./ui/application-form-screens";
export * from "./ui/application-timeline";
export * from "./ui/approved-applications-screen";
export * from "./ui/required-documents-checklist";
export * from "./ui/status-badge";
export * from "./ui/list-messages";
export * from "./ui/page-title";
export * from "./next-step-messages";
export * from "./ui/form-messages";
export * from "./ui/document-type-messages";
