import { z } from "zod";
import { singleLineText } from "~/lib/single-line-text";
import { emailField } from "~/modules/auth";

export const contactTexts = {
  /** Above the form when fields need correcting (the messages are at the fields). */
  correctFields: "Please correct the highlighted fields.",
  sent: "Your message has been sent.",
  failed: "Your message could not be sent. Please try again later.",
} as const;

export const CONTACT_LIMITS = {
  name: { min: 2, max: 120 },
  subject: { min: 3, max: 150 },
  message: { min: 20, max: 5000 },
} as const;

/** The public contact form. `website` is a honeypot: people never see or fill it. */
export const contactSchema = z.object({
  name: singleLineText()
    .min(CONTACT_LIMITS.name.min, "Enter your name")
    .max(CONTACT_LIMITS.name.max, `Name must be at most ${CONTACT_LIMITS.name.max} characters`),
  email: emailField,
  subject: singleLineText()
    .min(CONTACT_LIMITS.subject.min, "Enter a subject of at least 3 characters")
    .max(
      CONTACT_LIMITS.subject.max,
      `Subject must be at most ${CONTACT_LIMITS.subject.max} characters`,
    ),
  message: z
    .string()
    .trim()
    .min(
      CONTACT_LIMITS.message.min,
      `Enter your message (at least ${CONTACT_LIMITS.message.min} characters)`,
    )
    .max(
      CONTACT_LIMITS.message.max,
      `Message must be at most ${CONTACT_LIMITS.message.max} characters`,
    ),
  website: z.string().optional().default(""),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
