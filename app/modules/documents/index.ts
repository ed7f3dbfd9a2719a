// The documents module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./document-rules";
export * from "./ui/document-notice";
export * from "./ui/document-table";
export * from "./ui/documents-panel";
export * from "./ui/missing-documents-reminder";
export * from "./ui/upload-documents-form";
export * from "./ui/documents-list-screen";
export * from "./ui/document-ui-messages";
export * from "./reminder-messages";
