import { z } from "zod";
import { approvalRules, MAX_BALLOT_DAYS } from "./ballot-rules";
import { voteChoices } from "~/domain/proposal-status";

export const PROPOSAL_TEXT_MAX = 20_000;
export const RATIONALE_MAX = 5_000;
export const VOTE_COMMENT_MAX = 2_000;
export const DECISION_NOTE_MAX = 2_000;

export const proposalFormSchema = z.object({
  sectionId: z
    .string({ error: "Choose the standard to change" })
    .trim()
    .min(1, "Choose the standard to change"),
  proposedContent: z
    .string({ error: "Write the text you propose" })
    .trim()
    .min(1, "Write the text you propose")
    .max(
      PROPOSAL_TEXT_MAX,
      `The proposed text can be at most ${PROPOSAL_TEXT_MAX.toLocaleString("en-US")} characters`,
    ),
  discussionNotes: z
    .string({ error: "Explain why the change is needed" })
    .trim()
    .min(1, "Explain why the change is needed")
    .max(
      RATIONALE_MAX,
      `The rationale can be at most ${RATIONALE_MAX.toLocaleString("en-US")} characters`,
    ),
});
export type ProposalFormData = z.output<typeof proposalFormSchema>;

export const proposalEditSchema = proposalFormSchema.omit({ sectionId: true });
export type ProposalEditData = z.output<typeof proposalEditSchema>;

export const openBallotSchema = z.object({
  closesOn: z
    .string({ error: "Choose the closing date" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the closing date"),
  quorumPercent: z.coerce
    .number({ error: "Enter the quorum as a percentage" })
    .int("Enter the quorum as a whole percentage")
    .min(1, "The quorum is at least 1%")
    .max(100, "The quorum is at most 100%"),
  approvalRule: z.enum(approvalRules.map((r) => r.key) as [string, ...string[]], {
    error: "Choose the approval rule",
  }),
});
export type OpenBallotData = z.output<typeof openBallotSchema>;
export { MAX_BALLOT_DAYS };

export const voteSchema = z
  .object({
    vote: z.enum(voteChoices, { error: "Choose approve, reject or abstain" }),
    comment: z
      .string()
      .trim()
      .max(
        VOTE_COMMENT_MAX,
        `The comment can be at most ${VOTE_COMMENT_MAX.toLocaleString("en-US")} characters`,
      )
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.vote === "reject" && !v.comment) {
      ctx.addIssue({
        code: "custom",
        path: ["comment"],
        message: "Give the reason for your reject vote",
      });
    }
  });
export type VoteData = z.output<typeof voteSchema>;

export const decisionNoteSchema = z.object({
  note: z
    .string()
    .trim()
    .max(
      DECISION_NOTE_MAX,
      `The note can be at most ${DECISION_NOTE_MAX.toLocaleString("en-US")} characters`,
    )
    .optional()
    .transform((v) => (v ? v : null)),
});

export const COMMENT_MAX = 5_000;
export const HIDE_REASON_MAX = 500;

export const commentSchema = z.object({
  body: z
    .string({ error: "Write your reply" })
    .trim()
    .min(1, "Write your reply")
    .max(COMMENT_MAX, `A reply can be at most ${COMMENT_MAX.toLocaleString("en-US")} characters`),
});
export type CommentData = z.output<typeof commentSchema>;

export const editCommentSchema = commentSchema.extend({
  commentId: z.string({ error: "Choose the reply" }).trim().min(1, "Choose the reply"),
});

export const hideCommentSchema = z.object({
  commentId: z.string({ error: "Choose the reply" }).trim().min(1, "Choose the reply"),
  reason: z
    .string({ error: "Give the reason for hiding this reply" })
    .trim()
    .min(1, "Give the reason for hiding this reply")
    .max(HIDE_REASON_MAX, `The reason can be at most ${HIDE_REASON_MAX} characters`),
});
export type HideCommentData = z.output<typeof hideCommentSchema>;
