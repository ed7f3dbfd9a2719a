import { isNotNull } from "drizzle-orm";
import { manualChapters, manualSections } from "~/db/schema";
import { englishVersion, type TranslationLocale } from "~/domain/content-translation";
import type { Database } from "~/lib/db.server";
import { seedTranslation, storedTranslations } from "~/modules/translations/index.server";
import { manualSeed } from "./manual-content";
import { manualEsMX } from "./manual-content.es-MX";
import { manualFrCA } from "./manual-content.fr-CA";
import type { ManualTranslation } from "./manual-translation";

/** The shipped manual's translations (issue 36), by language. */
export const manualTranslations: Partial<Record<TranslationLocale, ManualTranslation>> = {
  "fr-CA": manualFrCA,
  "es-MX": manualEsMX,
};

/**
 * Seeds the shipped manual's French and Spanish (issue 36) on every start,
 * after `seedOperationsManual`: a chapter or section gets the translation of
 * the shipped text where it has none in that language yet. A section still
 * with the shipped text gets it as of its current revision; one edited since,
 * as of revision 1 (so it shows as behind); a chapter renamed since, as of
 * the shipped title.
 */
export async function seedManualTranslations(db: Database): Promise<number> {
  const [chapters, sections] = await Promise.all([
    db.select().from(manualChapters).where(isNotNull(manualChapters.key)),
    db.select().from(manualSections).where(isNotNull(manualSections.key)),
  ]);
  let written = 0;
  for (const [locale, translation] of Object.entries(manualTranslations) as [
    TranslationLocale,
    ManualTranslation,
  ][]) {
    const [haveChapters, haveSections] = await Promise.all([
      storedTranslations(db, "manual_chapter", locale),
      storedTranslations(db, "manual_section", locale),
    ]);
    const todo: Parameters<typeof seedTranslation>[1][] = [];
    for (const seed of manualSeed) {
      const chapter = chapters.find((c) => c.key === seed.key);
      const text = translation[seed.key];
      if (!text) continue;
      if (chapter && !haveChapters.has(chapter.id)) {
        todo.push({
          kind: "manual_chapter",
          partId: chapter.id,
          locale,
          title: text.title,
          body: "",
          excerpt: null,
          imageAlt: null,
          sourceVersion: englishVersion.chapter(seed.title),
        });
      }
      for (const seedSection of seed.sections) {
        const section = sections.find((s) => s.key === seedSection.key);
        const sectionText = text.sections[seedSection.key];
        if (!section || !sectionText || haveSections.has(section.id)) continue;
        const shipped = section.body === seedSection.body && section.title === seedSection.title;
        todo.push({
          kind: "manual_section",
          partId: section.id,
          locale,
          title: sectionText.title,
          body: sectionText.body,
          excerpt: null,
          imageAlt: null,
          sourceVersion: englishVersion.section(shipped ? section.revision : 1),
        });
      }
    }
    if (todo.length === 0) continue;
    await db.transaction(async (tx) => {
      for (const values of todo) if (await seedTranslation(tx, values)) written += 1;
    });
  }
  return written;
}
