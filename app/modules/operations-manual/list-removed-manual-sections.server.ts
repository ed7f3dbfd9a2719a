import { desc, eq, isNotNull } from "drizzle-orm";
import { manualChapters, manualSections, profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";

/** Removed sections, most recent first (manual editors may bring them back). */
export async function listRemovedManualSections(db: Executor, viewer: Viewer) {
  assertCan(viewer, "manual.edit");
  const rows = await db
    .select({
      id: manualSections.id,
      title: manualSections.title,
      chapterTitle: manualChapters.title,
      removedAt: manualSections.removedAt,
      removedByName: profiles.name,
    })
    .from(manualSections)
    .innerJoin(manualChapters, eq(manualChapters.id, manualSections.chapterId))
    .leftJoin(profiles, eq(profiles.id, manualSections.removedBy))
    .where(isNotNull(manualSections.removedAt))
    .orderBy(desc(manualSections.removedAt));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    chapterTitle: r.chapterTitle,
    removedAt: r.removedAt!.toISOString(),
    removedByName: r.removedByName,
  }));
}
