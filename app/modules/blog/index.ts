// The blog module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./blog-rules";
export * from "./ui/blog-list-page";
export * from "./ui/blog-management-screen";
export * from "./ui/blog-post-page";
export * from "./ui/blog-post-table";
export * from "./ui/post-card";
export * from "./ui/post-editor";
export * from "./ui/post-editor-screens";
