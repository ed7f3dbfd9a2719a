import { and, eq, isNull } from "drizzle-orm";
import { manualChapters } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { liveSectionsOf, requireLiveChapter } from "./manual-records.server";
import { manualMessages } from "./manual-rules";
import { operationsManualChanged } from "./operations-manual-changed.server";

/** Removes an empty chapter (its sections must be moved or removed first). */
export async function removeManualChapter(
  db: Database,
  viewer: Viewer,
  chapterId: string,
  options: { now?: Date } = {},
) {
  assertCan(viewer, "manual.edit");
  const now = options.now ?? new Date();
  const chapter = await requireLiveChapter(db, chapterId);
  await db.transaction(async (tx) => {
    if ((await liveSectionsOf(tx, chapter.id)).length > 0) {
      throw new AppError("validation", manualMessages.chapterNotEmpty);
    }
    await tx
      .update(manualChapters)
      .set({ removedAt: now, updatedAt: now })
      .where(and(eq(manualChapters.id, chapter.id), isNull(manualChapters.removedAt)));
    await writeAuditLog(tx, {
      entityType: "manual_chapter",
      entityId: chapter.id,
      action: "manual_chapter_removed",
      actorId: viewer.user.id,
      details: { title: chapter.title },
    });
  });
  await operationsManualChanged("chapter removed");
  return { title: chapter.title };
}
