// The corrective-actions module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./accept-corrective-action.server";
export * from "./answer-corrective-action.server";
export * from "./corrective-action-emails.server";
export * from "./corrective-action-record.server";
export * from "./create-corrective-actions.server";
export * from "./get-corrective-action-evidence.server";
export * from "./get-corrective-action-figures.server";
export * from "./get-corrective-action.server";
export * from "./list-corrective-actions.server";
export * from "./list-related-corrective-actions.server";
export * from "./receive-corrective-action-answer.server";
export * from "./return-corrective-action.server";
export * from "./verify-corrective-action.server";
