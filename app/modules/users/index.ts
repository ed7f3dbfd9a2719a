// The users module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./ui/user-detail";
export * from "./ui/user-table";
export * from "./user-schemas";
export * from "./ui/users-list-screen";
export * from "./user-messages";
