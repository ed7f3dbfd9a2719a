/**
 * Operations manual: limits, messages, form schemas and the revision diff.
 * Pure, shared by the services and the UI (decision 027).
 */
import { diffWordsWithSpace } from "diff";
import { z } from "zod";
import type { Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

export const MANUAL_TITLE_MAX = 160;
export const MANUAL_BODY_MAX = 50_000;
export const MANUAL_SUMMARY_MAX = 200;

/**
 * The manual's refusals and answers (issue 36): services keep the English
 * text, the form's answer is translated at the edge (`translateText`).
 */
export const manualText = defineMessages({
  sectionNotFound: { id: "manual.error.sectionNotFound", defaultMessage: "Section not found" },
  chapterNotFound: { id: "manual.error.chapterNotFound", defaultMessage: "Chapter not found" },
  revisionNotFound: { id: "manual.error.revisionNotFound", defaultMessage: "Revision not found" },
  titleRequired: { id: "manual.error.titleRequired", defaultMessage: "Enter a title" },
  titleTooLong: {
    id: "manual.error.titleTooLong",
    defaultMessage: "The title can be at most 160 characters",
  },
  bodyRequired: {
    id: "manual.error.bodyRequired",
    defaultMessage: "Write the text of the section",
  },
  bodyTooLong: {
    id: "manual.error.bodyTooLong",
    defaultMessage: "The text can be at most 50,000 characters",
  },
  summaryRequired: {
    id: "manual.error.summaryRequired",
    defaultMessage: "Say in a few words what you changed and why",
  },
  summaryTooLong: {
    id: "manual.error.summaryTooLong",
    defaultMessage: "The summary can be at most 200 characters",
  },
  chooseChapter: { id: "manual.error.chooseChapter", defaultMessage: "Choose a chapter" },
  stale: {
    id: "manual.error.stale",
    defaultMessage:
      "Someone else saved this section since you opened it (revision {revision}, by {by}). Your text is still in the form: compare it with the current text and save again.",
  },
  nothingChanged: {
    id: "manual.error.nothingChanged",
    defaultMessage: "Nothing changed: edit the title or the text before saving",
  },
  chapterNotEmpty: {
    id: "manual.error.chapterNotEmpty",
    defaultMessage:
      "Move or remove this chapter's sections first: only an empty chapter can be removed",
  },
  alreadyFirst: {
    id: "manual.error.alreadyFirst",
    defaultMessage: "This is already the first one",
  },
  alreadyLast: { id: "manual.error.alreadyLast", defaultMessage: "This is already the last one" },
  saveFailed: {
    id: "manual.error.saveFailed",
    defaultMessage: "Failed to save the operations manual. Please try again.",
  },
  fetchFailed: {
    id: "manual.error.fetchFailed",
    defaultMessage: "Failed to load the operations manual. Please try again.",
  },
  chooseAChange: { id: "manual.error.chooseAChange", defaultMessage: "Choose a change to make" },
  unknownUser: { id: "manual.error.unknownUser", defaultMessage: "Unknown User" },
});

const t = manualText;

/** Revision summaries the services write themselves (stored in English, shown translated). */
export const manualSummaryMessages = defineMessages({
  seed: {
    id: "manual.summary.seed",
    defaultMessage: "The programme's operations manual as published with the portal",
  },
  newSection: { id: "manual.summary.newSection", defaultMessage: "New section" },
  restored: { id: "manual.summary.restored", defaultMessage: "Restored revision {revision}" },
  /** Who wrote a revision that came with the app (no author). */
  seedAuthor: { id: "manual.summary.seedAuthor", defaultMessage: "the programme (original text)" },
});

/** Which of those a stored summary is (null: written by an editor). */
export type ManualSystemSummary = "seed" | "new-section" | "restored";

/** The English summary of a restored revision, as stored. */
export const restoredSummary = (revision: number) =>
  intlFor("en").formatMessage(manualSummaryMessages.restored, { revision });

export function systemSummaryOf(
  summary: string,
  restoredFrom: number | null,
): ManualSystemSummary | null {
  if (summary === manualSummaryMessages.seed.defaultMessage) return "seed";
  if (summary === manualSummaryMessages.newSection.defaultMessage) return "new-section";
  if (restoredFrom !== null && summary === restoredSummary(restoredFrom)) return "restored";
  return null;
}

export const manualMessages = {
  sectionNotFound: t.sectionNotFound.defaultMessage,
  chapterNotFound: t.chapterNotFound.defaultMessage,
  revisionNotFound: t.revisionNotFound.defaultMessage,
  titleRequired: t.titleRequired.defaultMessage,
  titleTooLong: t.titleTooLong.defaultMessage,
  bodyRequired: t.bodyRequired.defaultMessage,
  bodyTooLong: t.bodyTooLong.defaultMessage,
  summaryRequired: t.summaryRequired.defaultMessage,
  summaryTooLong: t.summaryTooLong.defaultMessage,
  chooseChapter: t.chooseChapter.defaultMessage,
  /** Someone saved the section meanwhile: in the editor's language (`locale`). */
  stale: (revision: number, by: string, locale: Locale = "en") =>
    intlFor(locale).formatMessage(t.stale, { revision, by }),
  nothingChanged: t.nothingChanged.defaultMessage,
  chapterNotEmpty: t.chapterNotEmpty.defaultMessage,
  alreadyFirst: t.alreadyFirst.defaultMessage,
  alreadyLast: t.alreadyLast.defaultMessage,
  saveFailed: t.saveFailed.defaultMessage,
  fetchFailed: t.fetchFailed.defaultMessage,
} as const;

/** A forged or stale outline form: no field to show it at. */
const CHOOSE_A_CHANGE = manualText.chooseAChange.defaultMessage;
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
    .transform((v) => v || manualSummaryMessages.newSection.defaultMessage),
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
export const manualNotices = defineMessages({
  saved: {
    id: "manual.notice.saved",
    defaultMessage: "The section was saved as a new revision. The public manual shows it now.",
  },
  restored: {
    id: "manual.notice.restored",
    defaultMessage: "The earlier revision was restored as a new revision.",
  },
  "section-added": {
    id: "manual.notice.sectionAdded",
    defaultMessage: "The section was added at the end of its chapter.",
  },
  "section-moved": { id: "manual.notice.sectionMoved", defaultMessage: "The section was moved." },
  "section-removed": {
    id: "manual.notice.sectionRemoved",
    defaultMessage: "The section was removed from the manual. You can bring it back below.",
  },
  "section-restored": {
    id: "manual.notice.sectionRestored",
    defaultMessage: "The section is back in the manual, at the end of its chapter.",
  },
  "chapter-added": {
    id: "manual.notice.chapterAdded",
    defaultMessage: "The chapter was added at the end of the manual.",
  },
  "chapter-renamed": {
    id: "manual.notice.chapterRenamed",
    defaultMessage: "The chapter was renamed.",
  },
  "chapter-moved": { id: "manual.notice.chapterMoved", defaultMessage: "The chapter was moved." },
  "chapter-removed": {
    id: "manual.notice.chapterRemoved",
    defaultMessage: "The chapter was removed.",
  },
}) satisfies Record<string, EnglishMessage>;
export type ManualNotice = keyof typeof manualNotices;
export function isManualNotice(value: unknown): value is ManualNotice {
  return typeof value === "string" && Object.hasOwn(manualNotices, value);
}
