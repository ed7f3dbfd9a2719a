import { standardCategories, standardItems, subStandards } from "~/db/schema";
import { englishVersion, type TranslationLocale } from "~/domain/content-translation";
import type { Database } from "~/lib/db.server";
import { seedTranslation, storedTranslations } from "~/modules/translations/index.server";
import { seedAppendices, seedCategories, seedStandardsList } from "./standards-content";
import { standardsEsMX } from "./standards-content.es-MX";
import { standardsFrCA } from "./standards-content.fr-CA";
import type { StandardsTranslation } from "./standards-translation";

/** The built-in standards' translations (issue 36), by language. */
export const standardsTranslations: Partial<Record<TranslationLocale, StandardsTranslation>> = {
  "fr-CA": standardsFrCA,
  "es-MX": standardsEsMX,
};

const version = englishVersion.standard;

/**
 * Which version of the English a built-in translation is of: the part's
 * version now when its text is still the one that shipped; version 1.0 (so it
 * shows as behind) when the committee has changed it since; none (not seeded)
 * when the part is at 1.0 with another text — a part that only shares the
 * number.
 */
function sourceOf(part: { content: string; version: string }, shipped: string): string | null {
  if (part.content === shipped) return version(part.version);
  return version(part.version) === "1.0" ? null : "1.0";
}

/**
 * Seeds the built-in standards' French and Spanish (issue 36) on every start,
 * after `seedStandards`: each translation is written only where the part has
 * none in that language yet, so translations staff edited are kept. Cheap
 * when there is nothing to do (three reads per language).
 */
export async function seedStandardsTranslations(db: Database): Promise<number> {
  const [items, subs, categories] = await Promise.all([
    db.select().from(standardItems),
    db.select().from(subStandards),
    db.select().from(standardCategories),
  ]);
  let written = 0;
  for (const [locale, translation] of Object.entries(standardsTranslations) as [
    TranslationLocale,
    StandardsTranslation,
  ][]) {
    const [haveItems, haveSubs, haveCategories] = await Promise.all([
      storedTranslations(db, "standard_item", locale),
      storedTranslations(db, "sub_standard", locale),
      storedTranslations(db, "standard_category", locale),
    ]);
    await db.transaction(async (tx) => {
      const write = async (values: Parameters<typeof seedTranslation>[1]) => {
        if (await seedTranslation(tx, values)) written += 1;
      };
      const shipped = [
        ...seedStandardsList.map((s) => ({ kind: "standard", ...s })),
        ...seedAppendices.map((a) => ({ kind: "appendix", ...a, subStandards: [] })),
      ];
      for (const seed of shipped) {
        const item = items.find((i) => i.kind === seed.kind && i.number === seed.number);
        const text =
          seed.kind === "standard"
            ? translation.standards[seed.number]
            : translation.appendices[seed.number];
        if (!item || !text) continue;
        const source = haveItems.has(item.id) ? null : sourceOf(item, seed.content);
        if (source) {
          await write({
            kind: "standard_item",
            partId: item.id,
            locale,
            title: text.title,
            body: text.content,
            excerpt: null,
            imageAlt: null,
            sourceVersion: source,
          });
        }
        for (const seedSub of seed.subStandards) {
          const sub = subs.find((s) => s.standardId === item.id && s.subNumber === seedSub.number);
          const subText = translation.standards[seed.number]?.subStandards[seedSub.number];
          if (!sub || !subText || haveSubs.has(sub.id)) continue;
          const subSource = sourceOf(sub, seedSub.content);
          if (!subSource) continue;
          await write({
            kind: "sub_standard",
            partId: sub.id,
            locale,
            title: subText.title,
            body: subText.content,
            excerpt: null,
            imageAlt: null,
            sourceVersion: subSource,
          });
        }
      }
      for (const seed of seedCategories) {
        const category = categories.find((c) => c.name.toLowerCase() === seed.name.toLowerCase());
        const text = translation.categories[seed.name];
        if (!category || !text || haveCategories.has(category.id)) continue;
        await write({
          kind: "standard_category",
          partId: category.id,
          locale,
          title: text.name,
          body: text.description,
          excerpt: null,
          imageAlt: null,
          // The English that was translated: behind as soon as the name or description changes.
          sourceVersion: englishVersion.category(seed.name, seed.description),
        });
      }
    });
  }
  return written;
}
