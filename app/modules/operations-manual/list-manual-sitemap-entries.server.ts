import { and, asc, eq, isNull } from "drizzle-orm";
import { manualChapters, manualSections } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

/**
 * The manual's section pages (/operations-manual/{slug}, decision 061) for
 * sitemap.xml, in reading order, each with its last change: the later of its
 * own edit and its chapter's (a renamed chapter heads the page).
 */
export async function listManualSitemapEntries(
  db: Executor,
): Promise<{ path: string; lastModified: string }[]> {
  const rows = await db
    .select({
      slug: manualSections.slug,
      sectionUpdated: manualSections.updatedAt,
      chapterUpdated: manualChapters.updatedAt,
    })
    .from(manualSections)
    .innerJoin(manualChapters, eq(manualChapters.id, manualSections.chapterId))
    .where(and(isNull(manualSections.removedAt), isNull(manualChapters.removedAt)))
    .orderBy(asc(manualChapters.position), asc(manualSections.position));
  return rows.map((r) => ({
    path: `/operations-manual/${r.slug}`,
    lastModified: new Date(
      Math.max(r.sectionUpdated.getTime(), r.chapterUpdated.getTime()),
    ).toISOString(),
  }));
}
