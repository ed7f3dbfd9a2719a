// The audits module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./audit-standards.server";
export { CALENDAR_CONTENT_TYPE } from "./audit-invite.server";
export * from "./create-calendar-feed.server";
export * from "./get-audit-calendar.server";
export * from "./get-calendar-feed.server";
export * from "./revoke-calendar-feed.server";
export * from "./delete-audit.server";
export * from "./export-audits.server";
export * from "./get-audit.server";
export * from "./get-audit-list-page.server";
export * from "./list-audit-agenda.server";
export * from "./list-audits.server";
export * from "./list-schedule-options.server";
export * from "./save-audit-findings.server";
export * from "./schedule-audit.server";
export * from "./update-audit.server";
export { readerLocale } from "./reader-locale.server";
