import { and, eq, isNull } from "drizzle-orm";
import { manualSections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { requireSection } from "./manual-records.server";
import { manualMessages } from "./manual-rules";
import { operationsManualChanged } from "./operations-manual-changed.server";

/**
 * Removes a section from the manual (after confirmation on screen). The row
 * and its revisions stay, so it can be brought back, and the start-up seed
 * never re-adds a removed section.
 */
export async function removeManualSection(
  db: Database,
  viewer: Viewer,
  sectionId: string,
  options: { now?: Date } = {},
) {
  assertCan(viewer, "manual.edit");
  const now = options.now ?? new Date();
  const section = await requireSection(db, sectionId);
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(manualSections)
      .set({ removedAt: now, removedBy: viewer.user.id, updatedAt: now })
      .where(and(eq(manualSections.id, section.id), isNull(manualSections.removedAt)))
      .returning({ id: manualSections.id });
    if (!row) return false;
    await writeAuditLog(tx, {
      entityType: "manual_section",
      entityId: section.id,
      action: "manual_section_removed",
      actorId: viewer.user.id,
      details: { title: section.title },
    });
    return true;
  });
  if (!removed) throw new AppError("not_found", manualMessages.sectionNotFound);
  await operationsManualChanged("section removed");
  return { title: section.title };
}
