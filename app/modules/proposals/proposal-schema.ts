import { z } from "zod";
import { approvalRules, MAX_BALLOT_DAYS } from "./ballot-rules";
import { voteChoices } from "~/domain/proposal-status";
import { proposalFieldText as f, proposalText } from "./proposal-messages";

export const PROPOSAL_TEXT_MAX = 20_000;
export const RATIONALE_MAX = 5_000;
export const VOTE_COMMENT_MAX = 2_000;
export const DECISION_NOTE_MAX = 2_000;

export const proposalFormSchema = z.object({
  sectionId: z
    .string({ error: f.chooseStandard.defaultMessage })
    .trim()
    .min(1, f.chooseStandard.defaultMessage),
  proposedContent: z
    .string({ error: f.writeText.defaultMessage })
    .trim()
    .min(1, f.writeText.defaultMessage)
    .max(PROPOSAL_TEXT_MAX, f.textTooLong.defaultMessage),
  discussionNotes: z
    .string({ error: f.explain.defaultMessage })
    .trim()
    .min(1, f.explain.defaultMessage)
    .max(RATIONALE_MAX, f.rationaleTooLong.defaultMessage),
});
export type ProposalFormData = z.output<typeof proposalFormSchema>;

export const proposalEditSchema = proposalFormSchema.omit({ sectionId: true });
export type ProposalEditData = z.output<typeof proposalEditSchema>;

export const openBallotSchema = z.object({
  closesOn: z
    .string({ error: f.chooseClosing.defaultMessage })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, f.chooseClosing.defaultMessage),
  quorumPercent: z.coerce
    .number({ error: f.quorumNumber.defaultMessage })
    .int(f.quorumWhole.defaultMessage)
    .min(1, f.quorumMin.defaultMessage)
    .max(100, f.quorumMax.defaultMessage),
  approvalRule: z.enum(approvalRules.map((r) => r.key) as [string, ...string[]], {
    error: f.chooseRule.defaultMessage,
  }),
});
export type OpenBallotData = z.output<typeof openBallotSchema>;
export { MAX_BALLOT_DAYS };

export const voteSchema = z
  .object({
    vote: z.enum(voteChoices, { error: f.chooseVote.defaultMessage }),
    comment: z
      .string()
      .trim()
      .max(VOTE_COMMENT_MAX, f.commentTooLong.defaultMessage)
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.vote === "reject" && !v.comment) {
      ctx.addIssue({
        code: "custom",
        path: ["comment"],
        message: proposalText.rejectNeedsReason.defaultMessage,
      });
    }
  });
export type VoteData = z.output<typeof voteSchema>;

export const decisionNoteSchema = z.object({
  note: z
    .string()
    .trim()
    .max(DECISION_NOTE_MAX, f.noteTooLong.defaultMessage)
    .optional()
    .transform((v) => (v ? v : null)),
});

export const COMMENT_MAX = 5_000;
export const HIDE_REASON_MAX = 500;

export const commentSchema = z.object({
  body: z
    .string({ error: f.writeReply.defaultMessage })
    .trim()
    .min(1, f.writeReply.defaultMessage)
    .max(COMMENT_MAX, f.replyTooLong.defaultMessage),
});
export type CommentData = z.output<typeof commentSchema>;

export const editCommentSchema = commentSchema.extend({
  commentId: z
    .string({ error: f.chooseReply.defaultMessage })
    .trim()
    .min(1, f.chooseReply.defaultMessage),
});

export const hideCommentSchema = z.object({
  commentId: z
    .string({ error: f.chooseReply.defaultMessage })
    .trim()
    .min(1, f.chooseReply.defaultMessage),
  reason: z
    .string({ error: proposalText.hideNeedsReason.defaultMessage })
    .trim()
    .min(1, proposalText.hideNeedsReason.defaultMessage)
    .max(HIDE_REASON_MAX, f.reasonTooLong.defaultMessage),
});
export type HideCommentData = z.output<typeof hideCommentSchema>;
