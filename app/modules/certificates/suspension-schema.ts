import { z } from "zod";
import { addDays } from "~/domain/renewal-status";
import { certificateMessages, REVOCATION_REASON_MAX } from "./certificate-messages";

/** The latest review date staff may set: a year from today (decision 056). */
export const SUSPENSION_REVIEW_MAX_DAYS = 365;

/** Suspension input: a reason and a review date (YYYY-MM-DD) after `today` (programme calendar). */
export function suspensionSchema(today: string) {
  return z.object({
    reason: z
      .string(certificateMessages.suspendReasonRequired)
      .trim()
      .min(1, certificateMessages.suspendReasonRequired)
      .max(REVOCATION_REASON_MAX, certificateMessages.reasonTooLong),
    reviewOn: z
      .string(certificateMessages.reviewDateRequired)
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, certificateMessages.reviewDateRequired)
      .refine(
        (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)),
        certificateMessages.reviewDateRequired,
      )
      .refine((d) => d > today, certificateMessages.reviewDateInPast)
      .refine(
        (d) => d <= addDays(today, SUSPENSION_REVIEW_MAX_DAYS),
        certificateMessages.reviewDateTooLate,
      ),
  });
}

export const reinstatementNoteSchema = z
  .string()
  .trim()
  .max(REVOCATION_REASON_MAX, certificateMessages.reinstateNoteTooLong);
