// The audits module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./audit-rules";
export * from "./audit-photo-rules";
export * from "./audit-sync-rules";
export {
  rescheduleSchema,
  scheduleAuditSchema,
  type ScheduleAuditInput,
} from "./audit-schedule-schema";
export * from "./calendar-feed-messages";
export * from "./ui/calendar-feed-section";
export * from "./ui/application-audits-panel";
export * from "./ui/audit-status-badge";
export * from "./ui/audit-when";
export * from "./ui/schedule-audit-form";
export * from "./ui/audit-follow-up-notice";
export * from "./ui/audit-detail-page";
export * from "./ui/audits-list-screen";
export * from "./field/field-constants";
export * from "./field/service-worker-source";
export * from "./field/web-app-manifest";
export * from "./field/field-app";
export { clearDevice } from "./field/field-store";
export { sendReportOrKeep } from "./field/keep-report";
