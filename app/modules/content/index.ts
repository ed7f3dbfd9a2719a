// The content module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./ui/markdown-content";
export * from "./ui/markdown-editor";
export * from "./ui/unsaved-changes";
