import { z } from "zod";
import { ANSWER_TEXT_MAX, RETURN_REASON_MAX } from "~/domain/corrective-action-status";
import { correctiveActionMessages as msg } from "./corrective-action-messages";

/** The version of the action the form was made from (a stale copy is refused). */
const version = z.coerce.number({ message: msg.stale }).int(msg.stale).min(0, msg.stale);

const answerText = (required: string) =>
  z.string({ message: required }).trim().min(1, required).max(ANSWER_TEXT_MAX, msg.answerTooLong);

/** The business's answer: root cause and what it changed, both required. */
export const answerSchema = z.object({
  rootCause: answerText(msg.rootCauseRequired),
  changesMade: answerText(msg.changesRequired),
  version,
});

/** Accepting an answer. */
export const acceptSchema = z.object({ version });

/** Returning an answer: the reason is required. */
export const returnSchema = z.object({
  reason: z
    .string({ message: msg.reasonRequired })
    .trim()
    .min(1, msg.reasonRequired)
    .max(RETURN_REASON_MAX, msg.reasonTooLong),
  version,
});

/** The first message of each field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  return fieldErrors;
}
