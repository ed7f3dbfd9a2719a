import { z } from "zod";
import { AppError } from "~/domain/app-error";
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

export const reviewDecisionLabels: Record<ReviewDecision, string> = {
  "review-panel": "Refer to the panel",
  approved: "Approve",
  rejected: "Reject",
  "audit-required": "Require another audit",
};

/** What each decision does, said next to its button. */
export const reviewDecisionHints: Record<ReviewDecision, string> = {
  "review-panel":
    "Refer to the panel: marks the report as waiting for the panel's decision (it stays in this list) and tells the applicant.",
  approved: "Approve: the applicant is asked to pay the membership fee for the certificate.",
  rejected: "Reject: the applicant can edit the application and submit it again.",
  "audit-required": "Require another audit: the application waits for a new audit to be scheduled.",
};

/** The confirmation step's title and button for approve and reject. */
export const confirmTexts: Record<
  ConfirmedDecision,
  { title: (business: string) => string; confirm: string; pending: string; body: string }
> = {
  approved: {
    title: (business) => `Approve ${business}?`,
    confirm: "Yes, approve",
    pending: "Approving…",
    body: "The applicant is e-mailed and notified that the application is approved, with your reason, and asked to pay the membership fee.",
  },
  rejected: {
    title: (business) => `Reject ${business}?`,
    confirm: "Yes, reject",
    pending: "Rejecting…",
    body: "The applicant is e-mailed and notified that the application was rejected, with your reason. They can then edit it and submit it again.",
  },
};

export const reviewMessages = {
  denied: "You do not have permission to update application status",
  unknownDecision: "Choose a decision",
  reasonRequired: {
    approved: "Give the reason for approving this application",
    rejected: "Give the reason for rejecting this application",
  } satisfies Record<ConfirmedDecision, string>,
  notInQueue: "This application is not waiting for a review decision",
} as const;

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
    confirm: z.string().optional(),
  })
  .superRefine((input, ctx) => {
    const checked = checkReviewDecision(input);
    if (checked.ok) return;
    for (const [field, message] of Object.entries(checked.fieldErrors))
      ctx.addIssue({ code: "custom", path: [field], message });
  });
