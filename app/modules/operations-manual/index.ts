// The operations-manual module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./manual-rules";
export * from "./ui/labels";
export * from "./ui/manual-dashboard-screen";
export * from "./ui/manual-outline-editor";
export * from "./ui/manual-section-screen";
export * from "./ui/manual-view";
export * from "./ui/print-button";
export * from "./ui/public-manual-page";
export * from "./ui/public-manual-section-page";
export * from "./ui/section-editor";
