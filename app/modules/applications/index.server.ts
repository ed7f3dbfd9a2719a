// The applications module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./application-access.server";
export * from "./application-search.server";
export * from "./certified-rule.server";
export * from "./create-application.server";
export * from "./export-applications.server";
export * from "./get-application-for-edit.server";
export * from "./get-application-timeline.server";
export * from "./list-applications.server";
export * from "./list-approved-applications.server";
export * from "./record-status-change.server";
export * from "./set-application-payment-status.server";
export * from "./submit-application.server";
export * from "./update-application.server";
export * from "./required-documents.server";
export * from "./record-timeline-note.server";
