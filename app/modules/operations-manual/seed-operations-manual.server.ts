import { eq, inArray, isNotNull, max } from "drizzle-orm";
import { manualChapters, manualSectionRevisions, manualSections } from "~/db/schema";
import type { Database, Executor } from "~/lib/db.server";
import { manualSeed, type ManualSeedChapter } from "./manual-content";
import { manualSummaryMessages } from "./manual-rules";

export const SEED_REVISION_SUMMARY = manualSummaryMessages.seed.defaultMessage;

/** The seed's anchor, or a numbered variant when a chapter or section made in the dashboard holds it. */
function freeAnchor(wanted: string, used: Set<string>): string {
  let slug = wanted;
  for (let n = 2; used.has(slug); n++) slug = `${wanted}-${n}`;
  used.add(slug);
  return slug;
}

async function usedAnchors(tx: Executor): Promise<Set<string>> {
  const [chapters, sections] = await Promise.all([
    tx.select({ slug: manualChapters.slug }).from(manualChapters),
    tx.select({ slug: manualSections.slug }).from(manualSections),
  ]);
  return new Set([...chapters, ...sections].map((r) => r.slug));
}

/**
 * Seeds the operations manual (real programme content, not demo data) on
 * every start: chapters and sections whose key is not in the database yet are
 * added (sections with revision 1); nothing that exists is touched, so edits,
 * moves and removals made in the dashboard stay (removed items keep their row
 * and key). One transaction; inserts skip rows another process added
 * meanwhile, so a second run, or two processes starting at once, add nothing
 * twice. Returns what it added.
 */
export async function seedOperationsManual(
  db: Database,
  seed: readonly ManualSeedChapter[] = manualSeed,
  now: Date = new Date(),
): Promise<{ chapters: number; sections: number }> {
  const chapterKeys = seed.map((c) => c.key);
  const sectionKeys = seed.flatMap((c) => c.sections.map((s) => s.key));
  const present = await db
    .select({ key: manualSections.key })
    .from(manualSections)
    .where(isNotNull(manualSections.key));
  const presentChapters = await db
    .select({ key: manualChapters.key })
    .from(manualChapters)
    .where(inArray(manualChapters.key, chapterKeys));
  const presentKeys = new Set(present.map((s) => s.key));
  if (
    presentChapters.length === chapterKeys.length &&
    sectionKeys.every((k) => presentKeys.has(k))
  ) {
    return { chapters: 0, sections: 0 };
  }

  return db.transaction(async (tx) => {
    const used = await usedAnchors(tx);
    const existingSections = await tx
      .select({
        key: manualSections.key,
        chapterId: manualSections.chapterId,
        position: manualSections.position,
      })
      .from(manualSections);
    const sectionKeySet = new Set(existingSections.map((s) => s.key));
    const [{ top } = { top: 0 }] = await tx
      .select({ top: max(manualChapters.position) })
      .from(manualChapters);
    let nextChapterPosition = (top ?? 0) + 1;
    let chapters = 0;
    let sections = 0;
    for (const chapter of seed) {
      const [inserted] = await tx
        .insert(manualChapters)
        .values({
          key: chapter.key,
          slug: used.has(chapter.slug) ? freeAnchor(chapter.slug, used) : chapter.slug,
          title: chapter.title,
          position: nextChapterPosition,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: manualChapters.key })
        .returning({ id: manualChapters.id, slug: manualChapters.slug });
      let chapterId: string;
      if (inserted) {
        used.add(inserted.slug);
        chapterId = inserted.id;
        nextChapterPosition++;
        chapters++;
      } else {
        const [row] = await tx
          .select({ id: manualChapters.id })
          .from(manualChapters)
          .where(eq(manualChapters.key, chapter.key));
        chapterId = row!.id;
      }
      let nextSectionPosition =
        Math.max(
          0,
          ...existingSections.filter((s) => s.chapterId === chapterId).map((s) => s.position),
        ) + 1;
      for (const section of chapter.sections) {
        if (sectionKeySet.has(section.key)) continue;
        const [row] = await tx
          .insert(manualSections)
          .values({
            key: section.key,
            chapterId,
            slug: used.has(section.slug) ? freeAnchor(section.slug, used) : section.slug,
            title: section.title,
            body: section.body,
            position: nextSectionPosition,
            revision: 1,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: manualSections.key })
          .returning({ id: manualSections.id, slug: manualSections.slug });
        if (!row) continue;
        used.add(row.slug);
        nextSectionPosition++;
        await tx.insert(manualSectionRevisions).values({
          sectionId: row.id,
          revision: 1,
          title: section.title,
          body: section.body,
          summary: SEED_REVISION_SUMMARY,
          authorId: null,
          createdAt: now,
        });
        sections++;
      }
    }
    return { chapters, sections };
  });
}
