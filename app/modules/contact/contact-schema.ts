import { z } from "zod";
import { singleLineText } from "~/lib/single-line-text";
import { emailField } from "~/modules/auth";
import { contactMessages as m } from "./contact-messages";

/** The form's answers in English (the action answers them in the reader's language). */
export const contactTexts = {
  /** Above the form when fields need correcting (the messages are at the fields). */
  correctFields: m.correctFields.defaultMessage,
  sent: m.sent.defaultMessage,
  failed: m.failed.defaultMessage,
} as const;

export const CONTACT_LIMITS = {
  name: { min: 2, max: 120 },
  subject: { min: 3, max: 150 },
  message: { min: 20, max: 5000 },
} as const;

/** The public contact form. `website` is a honeypot: people never see or fill it. */
export const contactSchema = z.object({
  name: singleLineText()
    .min(CONTACT_LIMITS.name.min, m.nameRequired.defaultMessage)
    .max(CONTACT_LIMITS.name.max, m.nameTooLong.defaultMessage),
  email: emailField,
  subject: singleLineText()
    .min(CONTACT_LIMITS.subject.min, m.subjectTooShort.defaultMessage)
    .max(CONTACT_LIMITS.subject.max, m.subjectTooLong.defaultMessage),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.message.min, m.messageTooShort.defaultMessage)
    .max(CONTACT_LIMITS.message.max, m.messageTooLong.defaultMessage),
  website: z.string().optional().default(""),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
