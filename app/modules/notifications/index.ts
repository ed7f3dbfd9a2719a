// The notifications module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./feed-client";
export * from "./notification-types";
export * from "./time-label";
export * from "./ui/notification-bell";
export * from "./ui/notifications-page";
export * from "./ui/notification-ui-messages";
