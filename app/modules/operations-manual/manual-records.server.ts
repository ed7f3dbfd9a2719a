import { isUuid } from "~/lib/uuid";
import { and, asc, eq, isNull, max } from "drizzle-orm";
import { manualChapters, manualSections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { manualMessages } from "./manual-rules";

/** A section (removed ones too), or not found. */
export async function requireSection(db: Executor, sectionId: string) {
  if (!isUuid(sectionId)) throw new AppError("not_found", manualMessages.sectionNotFound);
  const [section] = await db.select().from(manualSections).where(eq(manualSections.id, sectionId));
  if (!section) throw new AppError("not_found", manualMessages.sectionNotFound);
  return section;
}

/** A chapter that is not removed, or not found. */
export async function requireLiveChapter(db: Executor, chapterId: string) {
  if (!isUuid(chapterId)) throw new AppError("not_found", manualMessages.chapterNotFound);
  const [chapter] = await db
    .select()
    .from(manualChapters)
    .where(and(eq(manualChapters.id, chapterId), isNull(manualChapters.removedAt)));
  if (!chapter) throw new AppError("not_found", manualMessages.chapterNotFound);
  return chapter;
}

/** The position after the last section of a chapter. */
export async function nextSectionPosition(db: Executor, chapterId: string): Promise<number> {
  const [row] = await db
    .select({ top: max(manualSections.position) })
    .from(manualSections)
    .where(eq(manualSections.chapterId, chapterId));
  return (row?.top ?? 0) + 1;
}

/** The position after the last chapter. */
export async function nextChapterPosition(db: Executor): Promise<number> {
  const [row] = await db.select({ top: max(manualChapters.position) }).from(manualChapters);
  return (row?.top ?? 0) + 1;
}

/** Live sections of a chapter in order (for reordering). */
export async function liveSectionsOf(db: Executor, chapterId: string) {
  return db
    .select({ id: manualSections.id, position: manualSections.position })
    .from(manualSections)
    .where(and(eq(manualSections.chapterId, chapterId), isNull(manualSections.removedAt)))
    .orderBy(asc(manualSections.position), asc(manualSections.createdAt));
}

/** Turns a missing-chapter refusal into a message at the chapter field. */
export async function requireLiveChapterField(db: Executor, chapterId: string) {
  try {
    return await requireLiveChapter(db, chapterId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") {
      throw new AppError("validation", manualMessages.chooseChapter, {
        chapterId: manualMessages.chooseChapter,
      });
    }
    throw error;
  }
}

export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

export function validationError(errors: Record<string, string>): AppError {
  return new AppError("validation", Object.values(errors)[0] ?? "Check the form", errors);
}
