import { eq } from "drizzle-orm";
import { manualSections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { liveSectionsOf, requireSection } from "./manual-records.server";
import { manualMessages } from "./manual-rules";
import { operationsManualChanged } from "./operations-manual-changed.server";

export type MoveDirection = "up" | "down";

/**
 * Moves a section one place up or down within its chapter: the chapter's
 * sections are renumbered 1..n in one transaction.
 */
export async function moveManualSection(
  db: Database,
  viewer: Viewer,
  sectionId: string,
  direction: MoveDirection,
  options: { now?: Date } = {},
) {
  assertCan(viewer, "manual.edit");
  const now = options.now ?? new Date();
  const section = await requireSection(db, sectionId);
  if (section.removedAt) throw new AppError("not_found", manualMessages.sectionNotFound);
  await db.transaction(async (tx) => {
    const order = (await liveSectionsOf(tx, section.chapterId)).map((s) => s.id);
    const from = order.indexOf(section.id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0) throw new AppError("validation", manualMessages.alreadyFirst);
    if (to >= order.length) throw new AppError("validation", manualMessages.alreadyLast);
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [i, id] of order.entries()) {
      await tx
        .update(manualSections)
        .set({ position: i + 1, ...(id === section.id ? { updatedAt: now } : {}) })
        .where(eq(manualSections.id, id));
    }
    await writeAuditLog(tx, {
      entityType: "manual_section",
      entityId: section.id,
      action: "manual_section_moved",
      actorId: viewer.user.id,
      details: { direction, position: to + 1 },
    });
  });
  await operationsManualChanged("section moved");
}
