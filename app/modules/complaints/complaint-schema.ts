import { z } from "zod";
import { singleLineText } from "~/lib/single-line-text";
import { complaintOutcomes } from "~/domain/complaint-status";
import { emailField } from "~/modules/auth";
import { complaintText } from "./complaint-messages";
import { concernMessages as m } from "./concern-messages";

export const CONCERN_LIMITS = {
  description: { min: 20, max: 5000 },
  location: { min: 2, max: 200 },
  name: { min: 2, max: 120 },
  text: { min: 3, max: 5000 },
} as const;

/** At most this many photos or documents with a concern, each at most 10 MB. */
export const CONCERN_MAX_FILES = 5;
export const CONCERN_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const CONCERN_MAX_REQUEST_BYTES = CONCERN_MAX_FILES * CONCERN_MAX_FILE_BYTES + 256 * 1024;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The public "Report a concern" form. `website` is a honeypot: people never
 * see or fill it. The reporter's name and e-mail are required: without them
 * nobody can be told the reference or the outcome.
 */
export const concernSchema = z.object({
  description: z
    .string()
    .trim()
    .min(CONCERN_LIMITS.description.min, m.descriptionTooShort.defaultMessage)
    .max(CONCERN_LIMITS.description.max, m.descriptionTooLong.defaultMessage),
  occurredOn: z
    .string()
    .trim()
    .refine(
      (v) => isoDay.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
      m.dateRequired.defaultMessage,
    )
    .refine(
      (v) => Date.parse(`${v}T00:00:00Z`) <= Date.now() + 86_400_000,
      m.dateInFuture.defaultMessage,
    ),
  location: singleLineText()
    .min(CONCERN_LIMITS.location.min, m.locationTooShort.defaultMessage)
    .max(CONCERN_LIMITS.location.max, m.locationTooLong.defaultMessage),
  reporterName: singleLineText()
    .min(CONCERN_LIMITS.name.min, m.nameTooShort.defaultMessage)
    .max(CONCERN_LIMITS.name.max, m.nameTooLong.defaultMessage),
  reporterEmail: z.string().trim().min(1, m.emailRequired.defaultMessage).pipe(emailField),
  consent: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "yes" || v === "true"),
  website: z.string().optional().default(""),
});
export type ConcernInput = z.input<typeof concernSchema>;

const version = z.coerce.number().int().min(1);
const text = (what: string) =>
  z
    .string()
    .trim()
    .min(CONCERN_LIMITS.text.min, `Enter ${what}`)
    .max(CONCERN_LIMITS.text.max, `At most ${CONCERN_LIMITS.text.max} characters`);

export const acknowledgeSchema = z.object({
  version,
  withhold: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "yes"),
});
export const investigateSchema = z.object({ version });
export const resolveSchema = z.object({
  version,
  outcome: z.enum(complaintOutcomes, complaintText.chooseOutcome.defaultMessage),
  findings: text("the findings"),
});
export const withdrawSchema = z.object({ version, reason: text("the reason") });
export const assignSchema = z.object({
  version,
  assigneeId: z.string().trim().min(1, complaintText.chooseAssignee.defaultMessage),
});
export const noteSchema = z.object({ body: text("the note") });
export const informSchema = z.object({ version });
export const respondSchema = z.object({ response: text("your response") });
