// The corrective-actions module's client-safe public surface (issue 37, decision 087).
export * from "./corrective-action-messages";
export * from "./corrective-action-notifications";
export * from "./corrective-action-rules";
export * from "./corrective-action-schema";
export * from "./ui/corrective-action-labels";
export * from "./ui/corrective-action-screen";
export * from "./ui/corrective-actions-list-screen";
export * from "./ui/corrective-actions-panel";
