import { and, eq, sql } from "drizzle-orm";
import { standardCategories, standardItems, standardVersions, subStandards } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { recordHistory } from "./standards-access.server";
import {
  initialRelease,
  seedAppendices,
  seedCategories,
  seedCategoryFor,
  seedStandardsList,
} from "./standards-content";

/** When version 1.0 was released: noon, June 1, 2024, in the programme's zone (EDT). */
const releasedAt = new Date(`${initialRelease.releaseDate}T16:00:00Z`);

/**
 * SPEC §4 seeding of the programme's standards, run on every start
 * (`prepareApp`), so every installation has them without demo data:
 *
 * - skipped entirely if any standard item exists (the committee's edits are
 *   never overwritten);
 * - an item with the same number and title as one being seeded is skipped;
 * - categories General, Animal Welfare and Operations (standards 1-4 General,
 *   5 Operations, the others Animal Welfare); appendices have no category;
 * - each item and sub-standard starts at version 1.0 with its history entry
 *   dated the release; version 1.0 (June 1, 2024) is recorded as current when
 *   no version exists yet.
 *
 * One transaction under an advisory lock, so two processes starting together
 * seed once.
 */
export async function seedStandards(db: Database): Promise<{ seeded: boolean; items: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hap:seed-standards'))`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(standardItems);
    if ((existing?.n ?? 0) > 0) return { seeded: false, items: 0 };

    const categoryIds = new Map<string, string>();
    for (const category of seedCategories) {
      const [found] = await tx
        .select({ id: standardCategories.id })
        .from(standardCategories)
        .where(sql`lower(${standardCategories.name}) = lower(${category.name})`);
      if (found) {
        categoryIds.set(category.name, found.id);
        continue;
      }
      const [created] = await tx
        .insert(standardCategories)
        .values({ name: category.name, description: category.description, createdAt: releasedAt })
        .returning({ id: standardCategories.id });
      categoryIds.set(category.name, created!.id);
    }

    let items = 0;
    const insertItem = async (
      kind: "standard" | "appendix",
      entry: { number: string; title: string; content: string },
      categoryId: string | null,
      hasSubStandards: boolean,
    ) => {
      const [same] = await tx
        .select({ id: standardItems.id })
        .from(standardItems)
        .where(and(eq(standardItems.number, entry.number), eq(standardItems.title, entry.title)));
      if (same) return null;
      const [item] = await tx
        .insert(standardItems)
        .values({
          kind,
          number: entry.number,
          title: entry.title,
          content: entry.content,
          categoryId,
          version: initialRelease.version,
          hasSubStandards,
          createdAt: releasedAt,
          updatedAt: releasedAt,
        })
        .onConflictDoNothing()
        .returning();
      if (!item) return null;
      items++;
      await recordHistory(tx, {
        standardId: item.id,
        isSubStandard: false,
        itemId: item.id,
        version: item.version,
        number: item.number,
        title: item.title,
        content: item.content,
        changeKind: "created",
        changeSummary: `Released in version ${initialRelease.version}`,
        changedBy: null,
        changedAt: releasedAt,
      });
      return item;
    };

    for (const standard of seedStandardsList) {
      const item = await insertItem(
        "standard",
        standard,
        categoryIds.get(seedCategoryFor(standard.number)) ?? null,
        standard.subStandards.length > 0,
      );
      if (!item) continue;
      for (const sub of standard.subStandards) {
        const [row] = await tx
          .insert(subStandards)
          .values({
            standardId: item.id,
            subNumber: sub.number,
            title: sub.title,
            content: sub.content,
            version: initialRelease.version,
            createdAt: releasedAt,
            updatedAt: releasedAt,
          })
          .returning();
        await recordHistory(tx, {
          standardId: row!.id,
          isSubStandard: true,
          itemId: item.id,
          version: row!.version,
          number: row!.subNumber,
          title: row!.title,
          content: row!.content,
          changeKind: "created",
          changeSummary: `Released in version ${initialRelease.version}`,
          changedBy: null,
          changedAt: releasedAt,
        });
      }
    }
    for (const appendix of seedAppendices) await insertItem("appendix", appendix, null, false);

    const [anyVersion] = await tx
      .select({ id: standardVersions.id })
      .from(standardVersions)
      .limit(1);
    if (!anyVersion) {
      await tx.insert(standardVersions).values({
        versionNumber: initialRelease.version,
        releaseDate: initialRelease.releaseDate,
        notes: initialRelease.notes,
        isCurrent: true,
        createdAt: releasedAt,
      });
    }
    return { seeded: true, items };
  });
}
