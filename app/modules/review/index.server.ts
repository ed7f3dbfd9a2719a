// The review module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./decide-review.server";
export * from "./list-review-queue.server";
export * from "./summarize-review-queue.server";
export * from "./change-application-status.server";
export * from "./enforce-approval-gate.server";
