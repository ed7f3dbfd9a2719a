// The notifications module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./create-notification.server";
export * from "./delete-notification.server";
export * from "./list-all-notifications.server";
export * from "./list-notifications.server";
export * from "./mark-all-notifications-read.server";
export * from "./mark-notification-read.server";
export * from "./mark-notifications-read.server";
export * from "./notification-pages.server";
export * from "./notification-text.server";
