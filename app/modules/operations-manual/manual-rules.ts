/**
 * Operations manual: limits, messages, form schemas and the revision diff.
 * Pure, shared by the services and the UI (decision 027).
 */
import { diffWordsWithSpace } from "diff";
import { z } from "zod";

export const MANUAL_TITLE_MAX = 160;
export const MANUAL_BODY_MAX = 50_000;
export const MANUAL_SUMMARY_MAX = 200;

export const manualMessages = {
  sectionNotFound: "Section not found",
  chapterNotFound: "Chapter not found",
  revisionNotFound: "Revision not found",
  titleRequired: "Enter a title",
  titleTooLong: `The title can be at most ${MANUAL_TITLE_MAX} characters`,
  bodyRequired: "Write the text of the section",
  bodyTooLong: `The text can be at most ${MANUAL_BODY_MAX.toLocaleString("en-US")} characters`,
  summaryRequired: "Say in a few words what you changed and why",
  summaryTooLong: `The summary can be at most ${MANUAL_SUMMARY_MAX} characters`,
  chooseChapter: "Choose a chapter",
  stale: (revision: number, by: string) =>
    `Someone else saved this section since you opened it (revision ${revision}, by ${by}). Your text is still in the form: compare it with the current text and save again.`,
  nothingChanged: "Nothing changed: edit the title or the text before saving",
  chapterNotEmpty:
    "Move or remove this chapter's sections first: only an empty chapter can be removed",
  alreadyFirst: "This is already the first one",
  alreadyLast: "This is already the last one",
  saveFailed: "Failed to save the operations manual. Please try again.",
  fetchFailed: "Failed to load the operations manual. Please try again.",
} as const;

/** A forged or stale outline form: no field to show it at. */
const CHOOSE_A_CHANGE = "Choose a change to make";
const outlineId = z.string({ error: CHOOSE_A_CHANGE });
const direction = z.enum(["up", "down"], { error: CHOOSE_A_CHANGE });

/** The forms of the outline editor (arrange chapters and sections), one schema per intent. */
export const manualOutlineSchemas = {
  addChapter: z.object({ title: z.string().optional() }),
  renameChapter: z.object({ id: outlineId, title: z.string().optional() }),
  move: z.object({ id: outlineId, direction }),
  byId: z.object({ id: outlineId }),
  addSection: z.object({
    chapterId: outlineId,
    title: z.string().optional(),
    body: z.string().optional(),
    summary: z.string().optional(),
  }),
};

/** The section editor's fields: checked by `saveManualSection`, which answers them at their fields. */
export const manualSectionEditorSchema = z.object({});

/** The revision to restore in the section editor. */
export const manualRestoreSchema = z.object({
  revision: z.coerce
    .number({ error: manualMessages.revisionNotFound })
    .int(manualMessages.revisionNotFound)
    .min(1, manualMessages.revisionNotFound),
});

const title = z
  .string()
  .trim()
  .min(1, manualMessages.titleRequired)
  .max(MANUAL_TITLE_MAX, manualMessages.titleTooLong);
const body = z
  .string()
  .transform((v) => v.replace(/\r\n/g, "\n"))
  .pipe(
    z
      .string()
      .refine((v) => v.trim().length > 0, manualMessages.bodyRequired)
      .refine((v) => v.length <= MANUAL_BODY_MAX, manualMessages.bodyTooLong),
  );
const summary = z
  .string()
  .trim()
  .min(1, manualMessages.summaryRequired)
  .max(MANUAL_SUMMARY_MAX, manualMessages.summaryTooLong);
const id = (message: string) => z.string().trim().uuid(message);

export const sectionEditSchema = z.object({
  title,
  body,
  summary,
  chapterId: id(manualMessages.chooseChapter),
  /** The revision the editor started from (optimistic concurrency). */
  baseRevision: z.coerce.number().int().min(1),
});
export const sectionAddSchema = z.object({
  title,
  body,
  summary: z
    .string()
    .trim()
    .max(MANUAL_SUMMARY_MAX, manualMessages.summaryTooLong)
    .optional()
    .transform((v) => v || "New section"),
  chapterId: id(manualMessages.chooseChapter),
});
export const chapterTitleSchema = z.object({ title });

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/**
 * What changed from `before` to `after`, word by word (whitespace kept, so
 * paragraphs and list items stay as written), with word counts.
 */
export function diffTexts(before: string, after: string) {
  const parts: DiffPart[] = diffWordsWithSpace(before, after).map((c) => ({
    kind: c.added ? "added" : c.removed ? "removed" : "same",
    text: c.value,
  }));
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return {
    parts,
    added: parts.filter((p) => p.kind === "added").reduce((n, p) => n + words(p.text), 0),
    removed: parts.filter((p) => p.kind === "removed").reduce((n, p) => n + words(p.text), 0),
  };
}

/** Ids the page layout and the manual's own headings use: anchors never take them. */
export const RESERVED_ANCHORS = new Set(["main", "top", "content", "contents", "manual"]);

export const MANUAL_DASHBOARD_PATH = "/dashboard/operations-manual";
export function manualSectionEditPath(id: string) {
  return `/dashboard/operations-manual/sections/${id}`;
}

/** Notices after a change (`?notice=<code>`; only codes travel in the URL). */
export const manualNotices = {
  saved: "The section was saved as a new revision. The public manual shows it now.",
  restored: "The earlier revision was restored as a new revision.",
  "section-added": "The section was added at the end of its chapter.",
  "section-moved": "The section was moved.",
  "section-removed": "The section was removed from the manual. You can bring it back below.",
  "section-restored": "The section is back in the manual, at the end of its chapter.",
  "chapter-added": "The chapter was added at the end of the manual.",
  "chapter-renamed": "The chapter was renamed.",
  "chapter-moved": "The chapter was moved.",
  "chapter-removed": "The chapter was removed.",
} as const;
export type ManualNotice = keyof typeof manualNotices;
export function isManualNotice(value: unknown): value is ManualNotice {
  return typeof value === "string" && Object.hasOwn(manualNotices, value);
}
