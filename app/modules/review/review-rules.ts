/** Application statuses waiting for the review panel. */
export const reviewQueueStatuses = ["inspection-completed", "review-panel"] as const;

/** The panel's decisions, as application statuses (review-panel: "send to the panel"). */
export const reviewDecisions = ["review-panel", "approved", "rejected", "audit-required"] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

export const reviewDecisionLabels: Record<ReviewDecision, string> = {
  "review-panel": "Move to the review panel",
  approved: "Approve",
  rejected: "Reject",
  "audit-required": "Require another audit",
};

export const reviewMessages = {
  denied: "You do not have permission to update application status",
  unknownDecision: "Choose a decision",
  feedbackRequired: "Feedback is required when rejecting an application",
  notInQueue: "This application is not waiting for a review decision",
} as const;
