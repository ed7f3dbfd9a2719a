import { eq } from "drizzle-orm";
import { manualChapters, manualSections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { nextChapterPosition, nextSectionPosition, requireSection } from "./manual-records.server";
import { manualMessages } from "./manual-rules";
import { operationsManualChanged } from "./operations-manual-changed.server";

/**
 * Brings a removed section back at the end of its chapter (and the chapter
 * back too, at the end of the manual, if it was removed meanwhile).
 */
export async function restoreManualSection(
  db: Database,
  viewer: Viewer,
  sectionId: string,
  options: { now?: Date } = {},
) {
  assertCan(viewer, "manual.edit");
  const now = options.now ?? new Date();
  const section = await requireSection(db, sectionId);
  if (!section.removedAt) throw new AppError("not_found", manualMessages.sectionNotFound);
  await db.transaction(async (tx) => {
    const [chapter] = await tx
      .select({ removedAt: manualChapters.removedAt })
      .from(manualChapters)
      .where(eq(manualChapters.id, section.chapterId));
    if (chapter?.removedAt) {
      await tx
        .update(manualChapters)
        .set({ removedAt: null, updatedAt: now, position: await nextChapterPosition(tx) })
        .where(eq(manualChapters.id, section.chapterId));
    }
    await tx
      .update(manualSections)
      .set({
        removedAt: null,
        removedBy: null,
        updatedAt: now,
        position: await nextSectionPosition(tx, section.chapterId),
      })
      .where(eq(manualSections.id, section.id));
    await writeAuditLog(tx, {
      entityType: "manual_section",
      entityId: section.id,
      action: "manual_section_restored_after_removal",
      actorId: viewer.user.id,
      details: { title: section.title, chapterRestored: Boolean(chapter?.removedAt) },
    });
  });
  await operationsManualChanged("section brought back");
  return { title: section.title };
}
