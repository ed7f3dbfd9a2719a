// The mail module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./enqueue-email.server";
export * from "./export-outbox-emails.server";
export * from "./get-outbox-email.server";
export * from "./list-outbox-emails.server";
export * from "./outbox-worker.server";
export * from "./retry-outbox-email.server";
export * from "./mail-log-page.server";
