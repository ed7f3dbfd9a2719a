import { z } from "zod";
import type { EnglishMessage } from "~/lib/i18n/messages";
import { versionToTenths } from "./standard-version";
import { standardsText } from "./standards-messages";

/** Limits of the standards forms. */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const SUMMARY_MAX = 500;
export const COMMENT_MAX = 5_000;
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 500;
export const NOTES_MAX = 2_000;

const t = standardsText;

/** A required text: its messages are declared in English once (standards-messages.ts). */
const trimmed = (required: EnglishMessage, tooLong: EnglishMessage, max: number) =>
  z
    .string({ error: required.defaultMessage })
    .trim()
    .min(1, required.defaultMessage)
    .max(max, tooLong.defaultMessage);

const optionalText = (tooLong: EnglishMessage, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong.defaultMessage)
    .optional()
    .transform((v) => (v ? v : null));

/** "1.2": an explicit version with at most one decimal; empty means "add 0.1". */
export const optionalVersion = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || versionToTenths(v) !== null, {
    message: t.versionFormat.defaultMessage,
  });

export const itemKinds = ["standard", "appendix"] as const;
export type ItemKind = (typeof itemKinds)[number];

export const itemFormSchema = z
  .object({
    kind: z.enum(itemKinds, { error: t.chooseKind.defaultMessage }).default("standard"),
    number: z
      .string()
      .trim()
      .min(1, t.enterNumber.defaultMessage)
      .max(10, t.numberTooLong.defaultMessage),
    title: trimmed(t.enterTitle, t.titleTooLong, TITLE_MAX),
    categoryId: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null)),
    content: trimmed(t.enterText, t.textTooLong, CONTENT_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "standard") {
      if (!/^[1-9]\d{0,2}$/.test(v.number)) {
        ctx.addIssue({
          code: "custom",
          path: ["number"],
          message: t.standardNumber.defaultMessage,
        });
      }
      if (!v.categoryId) {
        ctx.addIssue({
          code: "custom",
          path: ["categoryId"],
          message: t.chooseCategory.defaultMessage,
        });
      }
    } else if (!/^[A-Z]{1,2}$/.test(v.number.toUpperCase())) {
      ctx.addIssue({
        code: "custom",
        path: ["number"],
        message: t.appendixLetter.defaultMessage,
      });
    }
  })
  .transform((v) => ({
    ...v,
    number: v.kind === "appendix" ? v.number.toUpperCase() : v.number,
    categoryId: v.kind === "appendix" ? null : v.categoryId,
  }));
export type ItemFormInput = z.input<typeof itemFormSchema>;

export const itemEditSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, t.enterNumber.defaultMessage)
    .max(10, t.numberTooLong.defaultMessage),
  title: trimmed(t.enterTitle, t.titleTooLong, TITLE_MAX),
  categoryId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null)),
  content: trimmed(t.enterText, t.textTooLong, CONTENT_MAX),
  version: optionalVersion,
  changeSummary: optionalText(t.summaryTooLong, SUMMARY_MAX),
  /** The version the editor started from (optimistic concurrency). */
  expectedVersion: z.string().trim().min(1),
});
export type ItemEditInput = z.input<typeof itemEditSchema>;

export const subStandardCreateSchema = z.object({
  subNumber: z
    .string()
    .trim()
    .min(1, t.enterNumber.defaultMessage)
    .max(10, t.numberTooLong.defaultMessage),
  title: trimmed(t.enterTitle, t.titleTooLong, TITLE_MAX),
  content: trimmed(t.enterText, t.textTooLong, CONTENT_MAX),
});
export type SubStandardCreateInput = z.input<typeof subStandardCreateSchema>;

export const subStandardEditSchema = z.object({
  subNumber: z
    .string()
    .trim()
    .min(1, t.enterNumber.defaultMessage)
    .max(10, t.numberTooLong.defaultMessage),
  title: trimmed(t.enterTitle, t.titleTooLong, TITLE_MAX),
  content: trimmed(t.enterText, t.textTooLong, CONTENT_MAX),
  version: optionalVersion,
  changeSummary: optionalText(t.summaryTooLong, SUMMARY_MAX),
  expectedVersion: z.string().trim().min(1),
});
export type SubStandardEditInput = z.input<typeof subStandardEditSchema>;

/** A form about one record (delete, restore …): its id. */
export const recordIdSchema = z.object({ id: z.string().min(1) });

export const categorySchema = z.object({
  name: trimmed(t.enterCategoryName, t.categoryNameTooLong, CATEGORY_NAME_MAX),
  description: optionalText(t.descriptionTooLong, CATEGORY_DESCRIPTION_MAX),
});
export type CategoryInput = z.input<typeof categorySchema>;

export const versionFormSchema = z.object({
  versionNumber: z
    .string({ error: t.enterVersionNumber.defaultMessage })
    .trim()
    .min(1, t.enterVersionNumber.defaultMessage)
    .refine((v) => versionToTenths(v) !== null, {
      message: t.releaseVersionFormat.defaultMessage,
    }),
  releaseDate: z
    .string({ error: t.enterReleaseDate.defaultMessage })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, t.enterReleaseDate.defaultMessage)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), t.realDate.defaultMessage),
  notes: optionalText(t.notesTooLong, NOTES_MAX),
  isCurrent: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true" || v === "yes"),
});
export type VersionFormInput = z.input<typeof versionFormSchema>;

export const commentSchema = z.object({
  comment: trimmed(t.enterComment, t.commentTooLong, COMMENT_MAX),
});

/** A new comment on a standard, optionally about one of its sub-standards. */
export const newCommentSchema = commentSchema.extend({ about: z.string().optional() });

/** Deleting a sub-standard: nothing to fill in (the confirmation comes as `confirm=yes`). */
export const subStandardDeleteSchema = z.object({});

export const moderateSchema = z
  .object({
    isFaq: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
    isPinned: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
    faqAnswer: optionalText(t.answerTooLong, COMMENT_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.isFaq && !v.faqAnswer) {
      ctx.addIssue({
        code: "custom",
        path: ["faqAnswer"],
        message: t.faqNeedsAnswer.defaultMessage,
      });
    }
  });
export type ModerateInput = z.input<typeof moderateSchema>;

/** Turns the first Zod issue per field into the AppError field map. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
