import { z } from "zod";
import { AppError } from "~/domain/app-error";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { FEEDBACK_MAX } from "~/modules/applications";

/** Application statuses waiting for the review panel. */
export const reviewQueueStatuses = ["inspection-completed", "review-panel"] as const;

/** The panel's decisions, as application statuses (review-panel: "refer to the panel"). */
export const reviewDecisions = ["review-panel", "approved", "rejected", "audit-required"] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

/** Decisions that are confirmed first and need a reason (kept in the timeline). */
export const confirmedDecisions = ["approved", "rejected"] as const;
export type ConfirmedDecision = (typeof confirmedDecisions)[number];

export function isConfirmedDecision(value: string): value is ConfirmedDecision {
  return (confirmedDecisions as readonly string[]).includes(value);
}

/** The review panel's texts (issue 36): the decisions, their hints, the confirmation and the refusals. */
export const reviewText = defineMessages({
  denied: {
    id: "review.error.denied",
    defaultMessage: "You do not have permission to update application status",
  },
  unknownDecision: { id: "review.error.unknownDecision", defaultMessage: "Choose a decision" },
  reasonRequiredApproved: {
    id: "review.error.reasonRequired.approved",
    defaultMessage: "Give the reason for approving this application",
  },
  reasonRequiredRejected: {
    id: "review.error.reasonRequired.rejected",
    defaultMessage: "Give the reason for rejecting this application",
  },
  notInQueue: {
    id: "review.error.notInQueue",
    defaultMessage: "This application is not waiting for a review decision",
  },
});

export const reviewDecisionMessages: Record<ReviewDecision, EnglishMessage> = defineMessages({
  "review-panel": { id: "review.decision.reviewPanel", defaultMessage: "Refer to the panel" },
  approved: { id: "review.decision.approved", defaultMessage: "Approve" },
  rejected: { id: "review.decision.rejected", defaultMessage: "Reject" },
  "audit-required": {
    id: "review.decision.auditRequired",
    defaultMessage: "Require another audit",
  },
});

/** The application's status after each decision, as the panel's answer names it. */
export const reviewOutcomeMessages: Record<ReviewDecision, EnglishMessage> = defineMessages({
  "review-panel": { id: "review.outcome.reviewPanel", defaultMessage: "Review panel" },
  approved: { id: "review.outcome.approved", defaultMessage: "Approved" },
  rejected: { id: "review.outcome.rejected", defaultMessage: "Rejected" },
  "audit-required": { id: "review.outcome.auditRequired", defaultMessage: "Audit required" },
});

/** What each decision does, said next to its button. */
export const reviewDecisionHintMessages: Record<ReviewDecision, EnglishMessage> = defineMessages({
  "review-panel": {
    id: "review.hint.reviewPanel",
    defaultMessage:
      "Refer to the panel: marks the report as waiting for the panel's decision (it stays in this list) and tells the applicant.",
  },
  approved: {
    id: "review.hint.approved",
    defaultMessage:
      "Approve: the applicant is asked to pay the membership fee for the certificate.",
  },
  rejected: {
    id: "review.hint.rejected",
    defaultMessage: "Reject: the applicant can edit the application and submit it again.",
  },
  "audit-required": {
    id: "review.hint.auditRequired",
    defaultMessage: "Require another audit: the application waits for a new audit to be scheduled.",
  },
});

export const reviewDecisionLabels: Record<ReviewDecision, string> = {
  "review-panel": reviewDecisionMessages["review-panel"].defaultMessage,
  approved: reviewDecisionMessages.approved.defaultMessage,
  rejected: reviewDecisionMessages.rejected.defaultMessage,
  "audit-required": reviewDecisionMessages["audit-required"].defaultMessage,
};

/** The confirmation step's title (`{business}`), button, pending text and body for approve and reject. */
export const confirmMessages: Record<
  ConfirmedDecision,
  { title: EnglishMessage; confirm: EnglishMessage; pending: EnglishMessage; body: EnglishMessage }
> = {
  approved: defineMessages({
    title: { id: "review.confirm.approved.title", defaultMessage: "Approve {business}?" },
    confirm: { id: "review.confirm.approved.confirm", defaultMessage: "Yes, approve" },
    pending: { id: "review.confirm.approved.pending", defaultMessage: "Approving…" },
    body: {
      id: "review.confirm.approved.body",
      defaultMessage:
        "The applicant is e-mailed and notified that the application is approved, with your reason, and asked to pay the membership fee.",
    },
  }),
  rejected: defineMessages({
    title: { id: "review.confirm.rejected.title", defaultMessage: "Reject {business}?" },
    confirm: { id: "review.confirm.rejected.confirm", defaultMessage: "Yes, reject" },
    pending: { id: "review.confirm.rejected.pending", defaultMessage: "Rejecting…" },
    body: {
      id: "review.confirm.rejected.body",
      defaultMessage:
        "The applicant is e-mailed and notified that the application was rejected, with your reason. They can then edit it and submit it again.",
    },
  }),
};

/**
 * The approval gate's texts (issue 37, decision 087): refused while a major
 * non-conformity's corrective action is not accepted; a reason to approve
 * anyway while a minor one's is not.
 */
export const approvalGateMessages = defineMessages({
  majorOpen: {
    id: "review.gate.majorOpen",
    defaultMessage:
      "Approval is refused: the corrective action for {count, plural, one {standard {standards}} other {standards {standards}}} (major non-conformity) is not accepted yet.",
  },
  minorReasonRequired: {
    id: "review.gate.minorReasonRequired",
    defaultMessage:
      "The corrective action for {count, plural, one {standard {standards}} other {standards {standards}}} (minor non-conformity) is not accepted yet. Give the reason to approve anyway.",
  },
  approveAnywayLabel: {
    id: "review.gate.approveAnywayLabel",
    defaultMessage: "Reason to approve anyway",
  },
  approveAnywayHint: {
    id: "review.gate.approveAnywayHint",
    defaultMessage:
      "Required to approve while the corrective action for {count, plural, one {standard {standards}} other {standards {standards}}} (minor non-conformity) is not accepted. Kept in the audit log and the application's timeline.",
  },
  /** The application's timeline line (shown in the reader's language). */
  approvedAnywayTimeline: {
    id: "review.gate.approvedAnywayTimeline",
    defaultMessage: "Approved with open minor corrective actions (standards {standards}): {reason}",
  },
  approveAnywayTooLong: {
    id: "review.gate.approveAnywayTooLong",
    defaultMessage: "The reason to approve anyway must be at most 5000 characters",
  },
});

/** The approve-anyway reason: optional here, required by the gate when minors are open. */
export const approveAnywaySchema = z
  .string()
  .trim()
  .max(FEEDBACK_MAX, approvalGateMessages.approveAnywayTooLong.defaultMessage)
  .optional()
  .default("");

export const reviewMessages = {
  denied: reviewText.denied.defaultMessage,
  unknownDecision: reviewText.unknownDecision.defaultMessage,
  reasonRequired: {
    approved: reviewText.reasonRequiredApproved.defaultMessage,
    rejected: reviewText.reasonRequiredRejected.defaultMessage,
  } satisfies Record<ConfirmedDecision, string>,
  notInQueue: reviewText.notInQueue.defaultMessage,
} as const;

/** The reason's message of a confirmed decision. */
export const reasonRequiredMessages: Record<ConfirmedDecision, EnglishMessage> = {
  approved: reviewText.reasonRequiredApproved,
  rejected: reviewText.reasonRequiredRejected,
};

export type ReviewCheck =
  | { ok: true; decision: ReviewDecision; reason: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * The form rules of a decision, before anything is loaded: a known decision,
 * and a reason for approve and reject (its length is checked with the status
 * change). Used by the service and by the route's confirmation step.
 */
export function checkReviewDecision(input: { decision: string; feedback?: string }): ReviewCheck {
  if (!(reviewDecisions as readonly string[]).includes(input.decision)) {
    return {
      ok: false,
      message: reviewMessages.unknownDecision,
      fieldErrors: { decision: reviewMessages.unknownDecision },
    };
  }
  const decision = input.decision as ReviewDecision;
  const reason = input.feedback?.trim() ?? "";
  if (isConfirmedDecision(decision) && !reason) {
    const message = reviewMessages.reasonRequired[decision];
    return { ok: false, message, fieldErrors: { feedback: message } };
  }
  return { ok: true, decision, reason };
}

/**
 * Without JavaScript, approve and reject are confirmed on a second step:
 * the answer that asks for it (nothing changes), or null when the decision
 * needs no confirmation or is confirmed. A missing reason is refused at its
 * field first (422).
 */
export function confirmationStep(input: {
  applicationId: string;
  decision: string;
  feedback: string;
  approveAnyway?: string;
  confirm?: string;
}) {
  if (!isConfirmedDecision(input.decision) || input.confirm === "yes") return null;
  const checked = checkReviewDecision(input);
  if (!checked.ok) throw new AppError("validation", checked.message, checked.fieldErrors);
  return {
    ok: false as const,
    confirm: true as const,
    applicationId: input.applicationId,
    decision: input.decision,
    feedback: checked.reason,
    approveAnyway: input.approveAnyway?.trim() ?? "",
  };
}

/** A status change's feedback note (timeline, review_feedback, the e-mail). */
export const feedbackSchema = z
  .string()
  .trim()
  .max(FEEDBACK_MAX, `Feedback must be at most ${FEEDBACK_MAX} characters`)
  .optional()
  .default("");

/**
 * The review panel's decision form (decision 084): the rules of
 * `checkReviewDecision` at the fields, before anything is loaded. The
 * application (a queue item) is the service's to find.
 */
export const reviewDecisionSchema = z
  .object({
    applicationId: z.string().trim(),
    decision: z.string().trim(),
    feedback: feedbackSchema,
    approveAnyway: approveAnywaySchema,
    confirm: z.string().optional(),
  })
  .superRefine((input, ctx) => {
    const checked = checkReviewDecision(input);
    if (checked.ok) return;
    for (const [field, message] of Object.entries(checked.fieldErrors))
      ctx.addIssue({ code: "custom", path: [field], message });
  });
