import { asc, eq, isNull } from "drizzle-orm";
import { manualChapters } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { requireLiveChapter } from "./manual-records.server";
import { manualMessages } from "./manual-rules";
import type { MoveDirection } from "./move-manual-section.server";
import { operationsManualChanged } from "./operations-manual-changed.server";

/** Moves a chapter one place up or down; chapters are renumbered in one transaction. */
export async function moveManualChapter(
  db: Database,
  viewer: Viewer,
  chapterId: string,
  direction: MoveDirection,
  options: { now?: Date } = {},
) {
  assertCan(viewer, "manual.edit");
  const now = options.now ?? new Date();
  const chapter = await requireLiveChapter(db, chapterId);
  await db.transaction(async (tx) => {
    const order = (
      await tx
        .select({ id: manualChapters.id })
        .from(manualChapters)
        .where(isNull(manualChapters.removedAt))
        .orderBy(asc(manualChapters.position), asc(manualChapters.createdAt))
    ).map((c) => c.id);
    const from = order.indexOf(chapter.id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0) throw new AppError("validation", manualMessages.alreadyFirst);
    if (to >= order.length) throw new AppError("validation", manualMessages.alreadyLast);
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [i, id] of order.entries()) {
      await tx
        .update(manualChapters)
        .set({ position: i + 1, ...(id === chapter.id ? { updatedAt: now } : {}) })
        .where(eq(manualChapters.id, id));
    }
    await writeAuditLog(tx, {
      entityType: "manual_chapter",
      entityId: chapter.id,
      action: "manual_chapter_moved",
      actorId: viewer.user.id,
      details: { direction, position: to + 1 },
    });
  });
  await operationsManualChanged("chapter moved");
}
