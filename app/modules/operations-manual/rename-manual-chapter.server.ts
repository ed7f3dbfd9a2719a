import { eq } from "drizzle-orm";
import { manualChapters } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { fieldErrorsOf, requireLiveChapter, validationError } from "./manual-records.server";
import { chapterTitleSchema } from "./manual-rules";
import { operationsManualChanged } from "./operations-manual-changed.server";

/** Renames a chapter (its anchor stays, so links keep working). */
export async function renameManualChapter(
  db: Database,
  viewer: Viewer,
  chapterId: string,
  fields: Record<string, string | undefined>,
  options: { now?: Date } = {},
) {
  assertCan(viewer, "manual.edit");
  const now = options.now ?? new Date();
  const chapter = await requireLiveChapter(db, chapterId);
  const parsed = chapterTitleSchema.safeParse(fields);
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error.issues));
  if (parsed.data.title === chapter.title) return { id: chapter.id };
  await db.transaction(async (tx) => {
    await tx
      .update(manualChapters)
      .set({ title: parsed.data.title, updatedAt: now })
      .where(eq(manualChapters.id, chapter.id));
    await writeAuditLog(tx, {
      entityType: "manual_chapter",
      entityId: chapter.id,
      action: "manual_chapter_renamed",
      actorId: viewer.user.id,
      details: { from: chapter.title, to: parsed.data.title },
    });
  });
  await operationsManualChanged("chapter renamed");
  return { id: chapter.id };
}
