import { z } from "zod";
import { appealVoteChoices } from "~/domain/appeal-status";
import { certificateAppealPath } from "~/modules/certificates";
import { appealMessages } from "./appeal-messages";

export const APPEAL_GROUNDS_MAX = 5000;
/** Supporting documents with an appeal (decision 057): the documents module's rules, at most this many. */
export const APPEAL_MAX_FILES = 5;
/** An appeal request: the files (20 MB each) plus room for the grounds and multipart framing. */
export const APPEAL_MAX_REQUEST_BYTES = APPEAL_MAX_FILES * 20 * 1024 * 1024 + 256 * 1024;

/** The appeal form: the grounds, required. */
export const appealGroundsSchema = z
  .string({ error: appealMessages.groundsRequired })
  .trim()
  .min(1, appealMessages.groundsRequired)
  .max(APPEAL_GROUNDS_MAX, appealMessages.groundsTooLong);

export const appealVoteSchema = z.object({
  vote: z.enum(appealVoteChoices, { error: appealMessages.voteRequired }),
  comment: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type AppealVoteData = z.infer<typeof appealVoteSchema>;

export function appealPath(id: string): string {
  return `/dashboard/appeals/${id}`;
}

/** The appeal form of a decision: a certificate's revocation or suspension, or an application's rejection. */
export function newAppealPath(subject: { certificateId: string } | { applicationId: string }) {
  return "certificateId" in subject
    ? certificateAppealPath(subject.certificateId)
    : `/dashboard/appeals/new?application=${subject.applicationId}`;
}
