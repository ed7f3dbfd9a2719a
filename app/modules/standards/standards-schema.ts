import { z } from "zod";
import { versionToTenths } from "./standard-version";

/** Limits of the standards forms. */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const SUMMARY_MAX = 500;
export const COMMENT_MAX = 5_000;
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 500;
export const NOTES_MAX = 2_000;

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} can be at most ${max.toLocaleString("en-US")} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} can be at most ${max.toLocaleString("en-US")} characters`)
    .optional()
    .transform((v) => (v ? v : null));

/** "1.2": an explicit version with at most one decimal; empty means "add 0.1". */
export const optionalVersion = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || versionToTenths(v) !== null, {
    message: "Write the version as a number with one decimal, for example 1.2 or 2.0",
  });

export const itemKinds = ["standard", "appendix"] as const;
export type ItemKind = (typeof itemKinds)[number];

export const itemFormSchema = z
  .object({
    kind: z.enum(itemKinds, { error: "Choose a standard or an appendix" }).default("standard"),
    number: z.string().trim().min(1, "Enter the number").max(10, "The number is too long"),
    title: trimmed("title", TITLE_MAX),
    categoryId: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : null)),
    content: trimmed("text", CONTENT_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "standard") {
      if (!/^[1-9]\d{0,2}$/.test(v.number)) {
        ctx.addIssue({
          code: "custom",
          path: ["number"],
          message: "Number a standard with a whole number, for example 16",
        });
      }
      if (!v.categoryId) {
        ctx.addIssue({ code: "custom", path: ["categoryId"], message: "Choose a category" });
      }
    } else if (!/^[A-Z]{1,2}$/.test(v.number.toUpperCase())) {
      ctx.addIssue({
        code: "custom",
        path: ["number"],
        message: "Letter an appendix with capital letters, for example F",
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
  number: z.string().trim().min(1, "Enter the number").max(10, "The number is too long"),
  title: trimmed("title", TITLE_MAX),
  categoryId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null)),
  content: trimmed("text", CONTENT_MAX),
  version: optionalVersion,
  changeSummary: optionalText("change summary", SUMMARY_MAX),
  /** The version the editor started from (optimistic concurrency). */
  expectedVersion: z.string().trim().min(1),
});
export type ItemEditInput = z.input<typeof itemEditSchema>;

export const subStandardCreateSchema = z.object({
  subNumber: z.string().trim().min(1, "Enter the number").max(10, "The number is too long"),
  title: trimmed("title", TITLE_MAX),
  content: trimmed("text", CONTENT_MAX),
});
export type SubStandardCreateInput = z.input<typeof subStandardCreateSchema>;

export const subStandardEditSchema = z.object({
  subNumber: z.string().trim().min(1, "Enter the number").max(10, "The number is too long"),
  title: trimmed("title", TITLE_MAX),
  content: trimmed("text", CONTENT_MAX),
  version: optionalVersion,
  changeSummary: optionalText("change summary", SUMMARY_MAX),
  expectedVersion: z.string().trim().min(1),
});
export type SubStandardEditInput = z.input<typeof subStandardEditSchema>;

/** A form about one record (delete, restore …): its id. */
export const recordIdSchema = z.object({ id: z.string().min(1) });

export const categorySchema = z.object({
  name: trimmed("category name", CATEGORY_NAME_MAX),
  description: optionalText("description", CATEGORY_DESCRIPTION_MAX),
});
export type CategoryInput = z.input<typeof categorySchema>;

export const versionFormSchema = z.object({
  versionNumber: z
    .string({ error: "Enter the version number" })
    .trim()
    .min(1, "Enter the version number")
    .refine((v) => versionToTenths(v) !== null, {
      message: "Write the version as a number with one decimal, for example 1.1",
    }),
  releaseDate: z
    .string({ error: "Enter the release date" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the release date")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Enter a real date"),
  notes: optionalText("release notes", NOTES_MAX),
  isCurrent: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true" || v === "yes"),
});
export type VersionFormInput = z.input<typeof versionFormSchema>;

export const commentSchema = z.object({
  comment: trimmed("comment", COMMENT_MAX),
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
    faqAnswer: optionalText("answer", COMMENT_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.isFaq && !v.faqAnswer) {
      ctx.addIssue({
        code: "custom",
        path: ["faqAnswer"],
        message: "Write the answer that will be published with the question",
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
